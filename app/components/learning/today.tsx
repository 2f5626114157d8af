import { longDate } from "~/lib/dates";
import type { Plan } from "~/lib/learning/plan";

/** "Vandaag: 12 herhalingen, 15 nieuwe vragen", the days left and whether the candidate is on schedule. */
export function TodayLine({
  plan,
  examDate,
  pastExamDate = null,
  nextDueAt,
}: {
  plan: Plan;
  examDate: string | null;
  pastExamDate?: string | null;
  nextDueAt: string | null;
}) {
  const reviews = `${plan.reviewsToday} ${plan.reviewsToday === 1 ? "herhaling" : "herhalingen"}`;
  const fresh = `${plan.newToday} ${plan.newToday === 1 ? "nieuwe vraag" : "nieuwe vragen"}`;
  return (
    <>
      <p className="today">
        <strong>Vandaag:</strong> {reviews}, {fresh}.
      </p>
      {examDate && plan.daysLeft !== null ? (
        <p>
          Nog {plan.daysLeft} {plan.daysLeft === 1 ? "dag" : "dagen"} tot je examen op {longDate(examDate)}.{" "}
          {plan.onSchedule
            ? `Je ligt op schema met ${plan.newPerDay} nieuwe vragen per dag.`
            : `Je loopt achter: om alle vragen een week voor het examen gezien te hebben, zijn ${plan.newPerDay} nieuwe vragen per dag nodig.`}
        </p>
      ) : pastExamDate ? (
        <p>
          Je examendatum ({longDate(pastExamDate)}) is voorbij. Kies een nieuwe datum om je plan bij te werken; tot dan oefen je{" "}
          {plan.newPerDay} nieuwe vragen per dag.
        </p>
      ) : (
        <p className="muted">Nog geen examendatum: je oefent {plan.newPerDay} nieuwe vragen per dag.</p>
      )}
      {plan.reviewsToday === 0 && nextDueAt ? <p className="muted">Je volgende herhalingen komen op {longDate(nextDueAt)}.</p> : null}
    </>
  );
}
