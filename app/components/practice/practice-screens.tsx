import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { SITTINGS, type Sitting } from "~/lib/learning/sittings";
import type { PracticeTab } from "~/lib/practice/practice-urls";
import { AllowanceLine, CategoryGrid, LimitCard, PersonalSettingsForm, QuickStart, type CategoryCard } from "./tabs";

// The practice page's screens other than the question and the results, composed from the pieces in tabs.tsx.

const TABS: { tab: PracticeTab; label: string }[] = [
  { tab: "quick", label: "Snel oefenen" },
  { tab: "personal", label: "Persoonlijk oefenen" },
  { tab: "categories", label: "Categorieën" },
];

/**
 * The ways to practise (the exam has its own page), and a way back into a test that is still running.
 * A sitting of the learning route or 'Mijn fouten' is shown as that, with a tab that leads back to it.
 */
export function PracticeNav({ tab, sitting, running }: { tab: PracticeTab; sitting: Sitting | null; running: string | null }) {
  return (
    <>
      <nav className="tabs practice-tabs" aria-label="Oefenvormen">
        {sitting ? (
          <Link to={SITTINGS[sitting].href} className="tab" aria-current="true">
            {SITTINGS[sitting].label}
          </Link>
        ) : null}
        {TABS.map((t) => (
          <Link key={t.tab} to={`/practice?tab=${t.tab}`} className="tab" aria-current={!sitting && tab === t.tab ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
        <Link to="/examen" className="tab">
          Examen
        </Link>
      </nav>
      {running ? (
        <p className="notice">
          Je hebt een test die nog niet af is. <Link to={running}>Ga verder met je test</Link>
        </p>
      ) : null}
    </>
  );
}

export function QuickScreen({ remaining, withoutPictures }: { remaining: number | null; withoutPictures: boolean }) {
  return (
    <>
      <AllowanceLine remaining={remaining} unit="vragen" />
      <QuickStart remaining={remaining} withoutPictures={withoutPictures} />
    </>
  );
}

type PersonalScreenProps = Parameters<typeof PersonalSettingsForm>[0] & {
  remaining: number | null;
  lastResult?: SubmissionResult<string[]>;
};

export function PersonalScreen(props: PersonalScreenProps) {
  return (
    <>
      <AllowanceLine remaining={props.remaining} unit="tests" />
      {props.remaining === 0 ? <LimitCard isLoggedIn={props.isLoggedIn} /> : null}
      {props.categories.length === 0 ? <EmptyState /> : <PersonalSettingsForm {...props} />}
    </>
  );
}

export function CategoriesScreen({
  categories,
  isLoggedIn,
  size,
  withoutPictures,
}: {
  categories: CategoryCard[];
  isLoggedIn: boolean;
  size: number;
  withoutPictures: boolean;
}) {
  const allUsed = categories.length > 0 && categories.every((c) => c.remaining === 0);
  return (
    <>
      {allUsed ? <LimitCard isLoggedIn={isLoggedIn} /> : null}
      {categories.length === 0 ? (
        <EmptyState />
      ) : (
        <CategoryGrid items={categories} isLoggedIn={isLoggedIn} size={size} withoutPictures={withoutPictures} />
      )}
    </>
  );
}

/** The personal test is saved and waits for 'Start test' (or says why it cannot start). */
export function PersonalReady({
  hasSettings,
  remaining,
  size,
  isLoggedIn,
}: {
  hasSettings: boolean;
  remaining: number | null;
  size: number;
  isLoggedIn: boolean;
}) {
  if (!hasSettings) {
    return (
      <div className="card" role="alert">
        <h2>Geen instellingen gevonden</h2>
        <p>Stel eerst je persoonlijke test samen.</p>
        <Link to="/practice?tab=personal" className="button">
          Terug naar instellingen
        </Link>
      </div>
    );
  }
  if (remaining === 0) return <LimitCard isLoggedIn={isLoggedIn} />;
  return (
    <div className="card">
      <AllowanceLine remaining={remaining} unit="tests" />
      <h2>Je persoonlijke test staat klaar</h2>
      <p>{size} vragen volgens je instellingen.</p>
      <div className="button-row">
        <Form method="post" action="/practice?tab=personal&t=1">
          <button type="submit" name="intent" value="start-personal">
            Start test
          </button>
        </Form>
        <Link to="/practice?tab=personal" className="button button-secondary">
          Terug naar instellingen
        </Link>
      </div>
    </div>
  );
}

export function EmptyState() {
  return (
    <div className="card" role="status">
      <h2>Geen vragen gevonden</h2>
      <p>Er zijn op dit moment geen vragen beschikbaar.</p>
      <Link to="/" className="button">
        Terug
      </Link>
    </div>
  );
}
