import { Fragment } from "react";
import { sourceParts } from "~/lib/practice/source";

/** A source with its web addresses as links, each named by its title or its site, never as a raw address. */
export function SourceText({ source }: { source: string }) {
  return (
    <>
      {sourceParts(source).map((part, i) =>
        "href" in part ? (
          <a key={i} href={part.href} rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A text's sources in one line. */
export function SourceList({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <p className="source-list">
      {sources.length === 1 ? "Bron: " : "Bronnen: "}
      {sources.map((source, i) => (
        <Fragment key={i}>
          {i > 0 ? "; " : null}
          <SourceText source={source} />
        </Fragment>
      ))}
    </p>
  );
}
