import { Link } from "react-router";
import { DAILY_LIMIT_REASON } from "~/lib/daily-limit";

/** What the server found: the day's quick allowance (all spent) and when it is back, in words. */
export type DailyLimit = { allowance: number; resetsAt: string };

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Said where a candidate lands once the day's free questions are spent: what happened, when they can
 * go on for free, and what they can do now. A visitor can make an account (with its trial) or log in;
 * a free account can take a plan, redeem a promo code or come back when the allowance is new.
 */
export function DailyLimitNotice({ limit, loggedIn }: { limit: DailyLimit; loggedIn: boolean }) {
  return (
    <section className="card limit-notice" aria-labelledby="daily-limit-title">
      <h2 id="daily-limit-title">Je gratis vragen van vandaag zijn op</h2>
      <p>
        Je hebt de {limit.allowance} gratis vragen van vandaag gebruikt. {capitalised(limit.resetsAt)} kun je weer {limit.allowance} vragen
        gratis oefenen.
      </p>
      <p>Wil je nu verder?</p>
      {loggedIn ? (
        <ul>
          <li>
            <a href="#pakketten">Kies een premium pakket</a>: dan oefen je onbeperkt met alle vragen.
          </li>
          <li>
            <Link to="/profile#promo-title">Wissel een promotiecode in</Link> op je profiel.
          </li>
          <li>Of kom {limit.resetsAt} terug, dan oefen je weer gratis.</li>
        </ul>
      ) : (
        <ul>
          <li>
            <Link to={`/auth?tab=signup&reden=${DAILY_LIMIT_REASON}`}>Maak een gratis account aan</Link>: dan oefen je 3 dagen met premium,
            zonder daglimiet.
          </li>
          <li>Heb je al een account? Log dan hieronder in.</li>
        </ul>
      )}
    </section>
  );
}
