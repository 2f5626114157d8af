import { createContext, useContext } from "react";

const StylesContext = createContext<string | null>(null);

/** The server renders the stylesheet into each document; see docs/decisions/0005-inline-stylesheet.md. */
export const StylesProvider = StylesContext.Provider;

let hydratedCss: string | undefined;

/**
 * The site's one stylesheet, inline in the head: no render-blocking request before the first paint.
 * The browser bundle does not carry the CSS: while hydrating it keeps what the server sent.
 */
export function InlineStyles({ nonce }: { nonce: string }) {
  const serverCss = useContext(StylesContext);
  if (serverCss === null && typeof document !== "undefined") hydratedCss ??= document.getElementById("site-css")?.textContent ?? "";
  const css = serverCss ?? hydratedCss ?? "";
  return <style id="site-css" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} />;
}
