import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { FieldError } from "~/components/ui/field";
import { requireUser } from "~/lib/auth.server";
import { promoCodeFormSchema } from "~/lib/schemas/checkout";
import { pageMeta } from "~/lib/seo";
import { flashToast } from "~/lib/session.server";
import { PROMO_MESSAGES, redeemPromoCode } from "~/models/promo.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Mijn Profiel", path: "/profile", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const days = Number(url.searchParams.get("dagen"));
  return {
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    isPremium: user.isPremium,
    premiumDaysLeft: user.premiumDaysLeft,
    redeemedDays: url.searchParams.get("promo") === "ok" && Number.isInteger(days) && days > 0 ? days : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "redeem-promo") return data({ result: null }, { status: 400 });
  const submission = parseWithZod(formData, { schema: promoCodeFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let outcome: ReturnType<typeof redeemPromoCode>;
  try {
    outcome = redeemPromoCode(user.id, submission.value.code);
  } catch {
    outcome = { ok: false, message: PROMO_MESSAGES.failed };
  }
  if (!outcome.ok) {
    return data({ result: submission.reply({ fieldErrors: { code: [outcome.message] } }) }, { status: 400 });
  }
  const toast = await flashToast(request, {
    title: "Promotiecode succesvol inwisselen",
    description: `Je hebt ${outcome.durationDays} premium dagen ontvangen!`,
    variant: "success",
  });
  return redirect(`/profile?promo=ok&dagen=${outcome.durationDays}`, { headers: { "Set-Cookie": toast } });
}

const longDate = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Amsterdam" });

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { email, createdAt, isPremium, redeemedDays } = loaderData;
  return (
    <>
      <div className="page-title-row">
        <h1>Mijn Profiel</h1>
        <Form method="post" action="/logout">
          <button type="submit" className="button-secondary">
            Uitloggen
          </button>
        </Form>
      </div>
      {redeemedDays ? <PromoSuccessDialog days={redeemedDays} /> : null}
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Accountgegevens</h2>
        <dl>
          <dt>E-mail</dt>
          <dd>{email}</dd>
          <dt>Lid sinds</dt>
          <dd>{createdAt ? longDate.format(new Date(createdAt)) : "Onbekend"}</dd>
          <dt>Accounttype</dt>
          <dd>{isPremium ? "Premium" : "Gratis"}</dd>
        </dl>
        {!isPremium ? (
          <Link to="/plans" className="button">
            Upgrade naar Premium
          </Link>
        ) : null}
      </section>
      <PromoForm lastResult={actionData?.result ?? undefined} />
    </>
  );
}

function PromoForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "redeem-promo";
  const [form, fields] = useForm({
    id: "promo",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: promoCodeFormSchema }),
    shouldValidate: "onSubmit",
  });
  const error = fields.code.errors?.[0];
  return (
    <section className="card" aria-labelledby="promo-title">
      <h2 id="promo-title">Promotiecode</h2>
      <Form method="post" {...getFormProps(form)}>
        {error && error !== "Voer een promotiecode in" ? (
          <div className="form-error" role="alert">
            <strong>Fout</strong>
            <p>{error}</p>
          </div>
        ) : null}
        <label htmlFor={fields.code.id}>Promotiecode</label>
        <div className="inline-field">
          <input {...getInputProps(fields.code, { type: "text" })} autoComplete="off" />
          <button type="submit" name="intent" value="redeem-promo" disabled={busy}>
            {busy ? "Bezig met inwisselen..." : "Inwisselen"}
          </button>
        </div>
        <FieldError id={fields.code.errorId} errors={fields.code.errors} />
      </Form>
    </section>
  );
}

/** 'Code succesvol toegepast!': a dialog that is open in the HTML, so it also shows without JavaScript. */
function PromoSuccessDialog({ days }: { days: number }) {
  return (
    <dialog open className="card promo-dialog" aria-labelledby="promo-dialog-title">
      <h2 id="promo-dialog-title">Code succesvol toegepast!</h2>
      <p>Je hebt {days} premium dagen ontvangen. Veel succes met oefenen!</p>
      <p>
        We horen graag wat je van de app vindt: stuur je feedback via het <Link to="/about-us#contact">contactformulier</Link>. Bevalt
        premium? Met een van onze <Link to="/plans">pakketten</Link> oefen je daarna gewoon door.
      </p>
      <Link to="/profile" className="button" replace>
        Sluiten
      </Link>
    </dialog>
  );
}
