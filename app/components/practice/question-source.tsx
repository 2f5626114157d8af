import { checkedOnText, sourceParts } from "~/lib/practice/source";

/** Under an explanation: what the answer rests on and when that was last checked. */
export function QuestionSource({ source, checkedOn }: { source: string | null; checkedOn: string | null }) {
  const checked = checkedOnText(checkedOn);
  if (!source && !checked) return null;
  return (
    <p className="question-source">
      {source ? (
        <>
          Bron:{" "}
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
      ) : null}
      {source && checked ? " · " : null}
      {checked ? `gecontroleerd op ${checked}` : null}
    </p>
  );
}
