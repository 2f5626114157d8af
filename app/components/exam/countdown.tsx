import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { clockTime } from "~/lib/dates";

const ANNOUNCE_AT_MINUTES = [10, 5, 1];

function left(deadline: number, now: number) {
  return Math.max(0, deadline - now);
}

function mmss(ms: number) {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * The exam's end time as text (all a page without JavaScript needs), and with JavaScript a countdown.
 * The countdown itself is not announced; a screen reader hears only "nog 10, 5 en 1 minuut" (WCAG
 * 2.2.1: the timer was the candidate's choice before starting). At the end the page is loaded again,
 * and the server, which owns the deadline, shows the result.
 */
export function ExamTimer({ deadlineAt }: { deadlineAt: string }) {
  const deadline = new Date(deadlineAt).getTime();
  const [now, setNow] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const revalidator = useRevalidator();

  useEffect(() => {
    let announced = new Set<number>(ANNOUNCE_AT_MINUTES.filter((m) => left(deadline, Date.now()) <= m * 60_000));
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const remaining = left(deadline, current);
      for (const minutes of ANNOUNCE_AT_MINUTES) {
        if (remaining <= minutes * 60_000 && !announced.has(minutes)) {
          announced = new Set([...announced, minutes]);
          setAnnouncement(minutes === 1 ? "Nog 1 minuut." : `Nog ${minutes} minuten.`);
        }
      }
      if (remaining === 0) {
        window.clearInterval(timer);
        revalidator.revalidate();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
    // The deadline is the only input; the revalidator keeps its identity per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);

  return (
    <div className="exam-timer">
      <p>
        Eindtijd: <strong>{clockTime(deadlineAt)}</strong>
        {now !== null ? (
          <span aria-hidden="true" className="exam-countdown">
            {" "}
            · nog {mmss(left(deadline, now))}
          </span>
        ) : null}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
