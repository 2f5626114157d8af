import { longDate } from "~/lib/dates";
import type { Plan } from "~/lib/learning/plan";
import { countOf } from "~/lib/plural";

/**
 * "Vandaag: 12 herhalingen, 15 nieuwe vragen", the days left and the pace; whether the candidate is on
 * schedule only once there is a schedule to be on (an exam date and a first practised question).
 */
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
  const reviews = countOf(plan.reviewsToday, "herhaling", "herhalingen");
  const fresh = countOf(plan.newToday, "nieuwe vraag", "nieuwe vragen");
  const perDay = countOf(plan.newPerDay, "nieuwe vraag", "nieuwe vragen");
  return (
    <>
      <p className="today">
        <strong>Vandaag:</strong> {reviews}, {fresh}.
      </p>
      {examDate && plan.daysLeft !== null ? (
        <p>
          Nog {countOf(plan.daysLeft, "dag", "dagen")} tot je examen op {longDate(examDate)}.{" "}
          {plan.onSchedule === null
            ? `Om alle vragen een week voor het examen gezien te hebben, oefen je ${perDay} per dag.`
            : plan.onSchedule
              ? `Je ligt op schema met ${perDay} per dag.`
              : `Je loopt achter: om alle vragen een week voor het examen gezien te hebben, zijn ${perDay} per dag nodig.`}
        </p>
      ) : pastExamDate ? (
        <p>
          Je examendatum ({longDate(pastExamDate)}) is voorbij. Kies een nieuwe datum om je plan bij te werken; tot dan oefen je {perDay}{" "}
          per dag.
        </p>
      ) : (
        <p className="muted">Nog geen examendatum: je oefent {perDay} per dag.</p>
      )}
      {plan.reviewsToday === 0 && nextDueAt ? <p className="muted">Je volgende herhalingen komen op {longDate(nextDueAt)}.</p> : null}
    </>
  );
}
