import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AlertError } from "~/components/ui/field";

export const TYPE_LABELS: Record<string, string> = {
  basic: "Basis",
  situatie: "Situatie",
  afbeelding: "Afbeelding",
  begrip: "Begrip",
  historie: "Historie",
};

/** Where a reached limit leads (docs/product.md, "Allowances and limits"): premium for an account, an account for a visitor. */
export function LimitLink({ isLoggedIn }: { isLoggedIn: boolean }) {
  return isLoggedIn ? (
    <Link to="/promo" className="button">
      Word premium
    </Link>
  ) : (
    <Link to="/auth" className="button">
      Inloggen / registreren
    </Link>
  );
}

export function LimitCard({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <div className="card limit-card" role="status">
      <h2>Je dagelijkse limiet is bereikt</h2>
      {isLoggedIn ? (
        <p>Je hebt vandaag alle gratis oefenmogelijkheden gebruikt. Met premium oefen je onbeperkt.</p>
      ) : (
        <p>Je hebt vandaag alle gratis oefenmogelijkheden zonder account gebruikt. Met een account oefen je meer.</p>
      )}
      <LimitLink isLoggedIn={isLoggedIn} />
    </div>
  );
}

export function AllowanceLine({ remaining, unit }: { remaining: number | null; unit: "vragen" | "tests" }) {
  if (remaining === null) return null;
  return (
    <p className="allowance">
      {unit === "vragen"
        ? `Nog ${remaining} vragen beschikbaar vandaag.`
        : `Nog ${remaining} ${remaining === 1 ? "test" : "tests"} beschikbaar vandaag.`}
    </p>
  );
}

/**
 * For candidates who cannot see the photos (screen-reader users): practise without picture questions.
 * The server leaves them out when it draws the questions, and keeps the choice for the next start form.
 */
export function WithoutPicturesField({ defaultChecked, id = "zonderFotos" }: { defaultChecked: boolean; id?: string }) {
  return (
    <label className="checkbox field" htmlFor={id}>
      <input type="checkbox" id={id} name="zonderFotos" defaultChecked={defaultChecked} />
      <span>Zonder fotovragen (voor schermlezers)</span>
    </label>
  );
}

export function QuickStart({ remaining, withoutPictures }: { remaining: number | null; withoutPictures: boolean }) {
  const size = remaining === null ? 10 : Math.min(10, remaining);
  return (
    <div className="card">
      <h2>Snel oefenen</h2>
      <p>Een test van {size} willekeurige vragen uit alle categorieën, met uitleg na elke vraag.</p>
      <Form method="post">
        <WithoutPicturesField defaultChecked={withoutPictures} />
        <button type="submit" name="intent" value="start-quick">
          Start test
        </button>
      </Form>
    </div>
  );
}

export type CategoryCard = {
  id: string;
  name: string;
  questionCount: number;
  answered?: number;
  correctOnce?: number;
  remaining: number | null;
};

/** One form for every category: the choice without pictures above, a start button per category. */
export function CategoryGrid({
  items,
  isLoggedIn,
  size,
  withoutPictures,
}: {
  items: CategoryCard[];
  isLoggedIn: boolean;
  size: number;
  withoutPictures: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="start-category" />
      <WithoutPicturesField defaultChecked={withoutPictures} />
      <ul className="grid category-grid">
        {items.map((c) => (
          <li key={c.id} className="card">
            <h2>{c.name}</h2>
            <p>{c.questionCount} vragen</p>
            {isLoggedIn ? (
              <p className="muted">
                {c.answered ?? 0} beantwoord, {c.correctOnce ?? 0} minstens één keer goed
              </p>
            ) : null}
            {c.remaining === 0 ? (
              <>
                <p className="muted">Vandaag al geoefend: limiet bereikt.</p>
                <LimitLink isLoggedIn={isLoggedIn} />
              </>
            ) : (
              <button type="submit" name="categoryId" value={c.id} aria-label={`Oefenen: ${c.name} (${size} vragen)`}>
                Oefenen
              </button>
            )}
          </li>
        ))}
      </ul>
    </Form>
  );
}

type PersonalFormProps = {
  withoutPictures: boolean;
  categories: { id: string; name: string; questionCount: number }[];
  types: string[];
  maxCount: number;
  defaults: { categories: string[]; types: string[]; questionCount: number; avoidMastered: boolean };
  isLoggedIn: boolean;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * Checked by the action only (ADR 16): the practice page, question screen included, ships without the
 * form library. The action's messages are shown with and without JavaScript alike.
 */
export function PersonalSettingsForm({
  categories,
  types,
  maxCount,
  defaults,
  isLoggedIn,
  lastResult,
  withoutPictures,
}: PersonalFormProps) {
  const countError = lastResult?.error?.questionCount?.[0] ?? lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" className="card personal-form" id="personal" noValidate>
      <h2>Premium dashboard</h2>
      <p>Stel je eigen test samen. Kies je niets, dan oefen je met alle categorieën en alle vraagtypes.</p>
      <fieldset>
        <legend>Categorieën</legend>
        <div className="checkbox-grid">
          {categories.map((c) => (
            <label key={c.id} className="checkbox">
              <input type="checkbox" name="categories" value={c.id} defaultChecked={defaults.categories.includes(c.id)} />
              <span>
                {c.name} ({c.questionCount})
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Vraagtypes</legend>
        <div className="checkbox-grid">
          {types.map((t) => (
            <label key={t} className="checkbox">
              <input type="checkbox" name="types" value={t} defaultChecked={defaults.types.includes(t)} />
              <span>{TYPE_LABELS[t] ?? t}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="questionCount">Aantal vragen (1–{maxCount})</label>
        <input
          id="questionCount"
          name="questionCount"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxCount}
          step={1}
          defaultValue={Math.min(defaults.questionCount, maxCount)}
          aria-invalid={countError ? true : undefined}
          aria-describedby={countError ? "count-error" : undefined}
        />
        <AlertError id="count-error" error={countError} />
      </div>
      {isLoggedIn ? (
        <label className="checkbox field">
          <input type="checkbox" name="avoidMastered" defaultChecked={defaults.avoidMastered} />
          <span>Sla vragen over die ik al beheers (5 keer of vaker goed beantwoord)</span>
        </label>
      ) : null}
      <WithoutPicturesField defaultChecked={withoutPictures} />
      <button type="submit" name="intent" value="save-personal">
        Start test
      </button>
    </Form>
  );
}
