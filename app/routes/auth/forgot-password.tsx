import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Field } from "~/components/ui/field";
import { mailAccountHolder, queueRecoveryMail } from "~/services/commands/account-mail.server";
import { readForm } from "~/services/requests/form.server";
import { clientIpContext } from "~/platform/request-context";
import { emailOnlySchema } from "~/lib/schemas/auth";
import { dutchErrors } from "~/lib/schemas/errors";
import { pageMeta } from "~/lib/seo";
import { normaliseEmail } from "~/models/accounts.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Wachtwoord vergeten", path: "/wachtwoord-vergeten", noindex: true });

export const handle = { breadcrumb: () => "Wachtwoord vergeten" };

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("verstuurd") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: emailOnlySchema, error: dutchErrors });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const address = normaliseEmail(submission.value.email);
  mailAccountHolder(address, context.get(clientIpContext), (user) => queueRecoveryMail(user.id, user.email));
  // The same answer for every address.
  return redirect("/wachtwoord-vergeten?verstuurd=1");
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, warm } = useValidatedForm("emailOnly", { id: "forgot", lastResult: actionData });
  return (
    <section className="page-narrow">
      <h1>Wachtwoord vergeten</h1>
      {loaderData.sent ? (
        <div className="toast toast-info" role="status">
          <strong>Controleer je e-mail</strong>
          <p>
            Als er een account bij dit e-mailadres hoort, hebben we een link gestuurd om een nieuw wachtwoord in te stellen. De link is 1
            uur geldig.
          </p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} onFocus={warm} className="card">
        <p>Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord te kiezen.</p>
        <Field label="E-mailadres" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
        <button type="submit">Herstellink versturen</button>
      </Form>
      <p>
        <Link to="/auth">Terug naar inloggen</Link>
      </p>
    </section>
  );
}
