// How a checked answer shows on its options and in its result box: by colour, icon and text together,
// never by colour alone. Shared by the practice question screen and the landing page's demo.

export type OptionVerdict = { className: "option-correct" | "option-wrong"; icon: "✔" | "✘"; text: string };

/**
 * What option `i` shows once the answer is known (`correct` is null before): the right option is marked
 * right, a wrong choice wrong, the other options nothing.
 */
export function optionVerdict(i: number, correct: number | null, chosen: number | null): OptionVerdict | null {
  if (correct === null) return null;
  if (i === correct) return { className: "option-correct", icon: "✔", text: i === chosen ? "Jouw antwoord: goed" : "Juist antwoord" };
  if (i === chosen) return { className: "option-wrong", icon: "✘", text: "Jouw antwoord: fout" };
  return null;
}

export function OptionMark({ verdict }: { verdict: OptionVerdict }) {
  return (
    <span className="option-mark">
      <span aria-hidden="true">{verdict.icon}</span> {verdict.text}
    </span>
  );
}

export function ResultTitle({ isCorrect }: { isCorrect: boolean }) {
  return (
    <p className="result-title">
      <span aria-hidden="true">{isCorrect ? "✔" : "✘"}</span> {isCorrect ? "Goed!" : "Fout"}
    </p>
  );
}
