// Small pages that need no React render: refusals answered before (or instead of) the app's own page,
// where rendering the whole page would cost more than the request deserves. Same language, same
// stylesheet (with the response's CSP nonce), no JavaScript.
import css from "~/styles/main.css?inline";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export type PlainPage = {
  title: string;
  /** Paragraphs of text; the first is announced as an alert when `alert` is set. */
  paragraphs: string[];
  alert?: boolean;
  /** Markup after the paragraphs (a form), already escaped by the caller. */
  extra?: string;
  /** The response's CSP nonce: with it the page gets the app's stylesheet. */
  nonce?: string;
};

export function plainPage({ title, paragraphs, alert = false, extra = "", nonce }: PlainPage): string {
  const style = nonce ? `<style nonce="${escapeHtml(nonce)}">${css}</style>` : "";
  const text = paragraphs.map((p, i) => `<p${alert && i === 0 ? ' role="alert"' : ""}>${escapeHtml(p)}</p>`).join("");
  return (
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Jacht Theorie Oefenapp</title>${style}</head>` +
    `<body><main id="main" class="page-narrow"><h1>${escapeHtml(title)}</h1>${text}${extra}` +
    `<p><a href="/">Naar de startpagina</a></p></main></body></html>`
  );
}
