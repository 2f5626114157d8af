import { SourceText } from "~/components/source-text";
import { checkedOnText } from "~/lib/practice/source";

/** Under an explanation (or a species in the guide): what it rests on and when that was last checked. */
export function QuestionSource({
  source,
  checkedOn,
  className = "question-source",
}: {
  source: string | null;
  checkedOn: string | null;
  className?: string;
}) {
  const checked = checkedOnText(checkedOn);
  if (!source && !checked) return null;
  return (
    <p className={className}>
      {source ? (
        <>
          Bron: <SourceText source={source} />
        </>
      ) : null}
      {source && checked ? " · " : null}
      {checked ? `gecontroleerd op ${checked}` : null}
    </p>
  );
}
