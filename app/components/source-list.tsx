import { Fragment } from "react";
import { sourceParts } from "~/lib/practice/source";

/** A text's sources in one line, each web address a link named by its title or its site. */
export function SourceList({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <p className="source-list">
      {sources.length === 1 ? "Bron: " : "Bronnen: "}
      {sources.map((source, i) => (
        <Fragment key={i}>
          {i > 0 ? "; " : null}
          {sourceParts(source).map((part, j) =>
            "href" in part ? (
              <a key={j} href={part.href} rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              <span key={j}>{part.text}</span>
            ),
          )}
        </Fragment>
      ))}
    </p>
  );
}
