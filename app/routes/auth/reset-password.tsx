import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { Field, FormError } from "~/components/ui/field";
import { readForm } from "~/services/requests/form.server";
import { isCommonPassword } from "~/services/requests/common-passwords.server";
import { HASHING_BUSY, hashPassword, HashingBusyError } from "~/services/requests/password.server";
import { limits } from "~/services/requests/rate-limit.server";
import { clientIpContext } from "~/platform/request-context";
import { MESSAGES, resetPasswordSchema } from "~/lib/schemas/auth";
import { dutchErrors } from "~/lib/schemas/errors";
import { pageMeta } from "~/lib/seo";
import { peekToken, resetPassword } from "~/models/accounts.server";
import { retryAfterHeaders } from "~/lib/retry-after";

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Nieuw wachtwoord", path: "/wachtwoord-herstellen", noindex: true });

export const handle = { breadcrumb: () => "Nieuw wachtwoord" };

const INVALID = ["Link ongeldig", "Deze herstellink is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan."];

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // Looking at the form does not use the link up; only setting the password does.
  const valid = token.length > 0 && token.length <= 200 && peekToken(token, "recovery") !== null;
  return { token: valid ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!limits.formsPerIp.hit(context.get(clientIpContext)).allowed) {
    return data(
      { status: "error" as const, error: { "": ["Te veel pogingen", "Wacht een paar minuten en probeer het dan opnieuw."] } },
      { status: 429 },
    );
  }
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema, error: dutchErrors });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  if (await isCommonPassword(submission.value.password)) {
    return data(submission.reply({ fieldErrors: { password: [MESSAGES.passwordCommon] }, hideFields: ["password", "confirmPassword"] }), {
      status: 400,
    });
  }
  // The expensive hash only for a link that can still be used.
  const usable = peekToken(submission.value.token, "recovery") !== null;
  let userId: string | null;
  try {
    userId = usable ? resetPassword(submission.value.token, await hashPassword(submission.value.password)) : null;
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return data(submission.reply({ formErrors: HASHING_BUSY, hideFields: ["password", "confirmPassword"] }), {
      status: 503,
      headers: { "Retry-After": "5" },
    });
  }
  if (!userId) return data(submission.reply({ formErrors: INVALID, hideFields: ["password", "confirmPassword"] }), { status: 400 });
  return redirect("/auth?type=recovery");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, warm } = useValidatedForm("resetPassword", { id: "reset", lastResult: actionData });
  if (!loaderData.token) {
    return (
      <section className="page-narrow">
        <h1>Nieuw wachtwoord</h1>
        <div className="form-error" role="alert">
          <strong>{INVALID[0]}</strong>
          <p>{INVALID[1]}</p>
        </div>
        <p>
          <Link to="/wachtwoord-vergeten" className="button">
            Nieuwe link aanvragen
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page-narrow">
      <h1>Nieuw wachtwoord</h1>
      <Form method="post" {...getFormProps(form)} onFocus={warm} className="card">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label="Nieuw wachtwoord"
          id={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
          hint="Minimaal 8 tekens, geen bekend wachtwoord."
        >
          <input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
        </Field>
        <Field
          label="Herhaal nieuw wachtwoord"
          id={fields.confirmPassword.id}
          errorId={fields.confirmPassword.errorId}
          errors={fields.confirmPassword.errors}
        >
          <input {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" />
        </Field>
        <button type="submit">Wachtwoord opslaan</button>
      </Form>
    </section>
  );
}
