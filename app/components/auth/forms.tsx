import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { ConsentFields } from "~/components/consent-fields";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { Honeypot } from "~/components/honeypot";
import { Field, FieldError, FormError } from "~/components/ui/field";

// The forms of /auth: login (with the optional promo code), the login-link offer, a new
// verification link, and sign-up. The route decides which are shown.

type LastResult = SubmissionResult<string[]> | undefined;

export function LoginForm({ next, lastResult, busy }: { next: string; lastResult: LastResult; busy: boolean }) {
  const { form, fields, warm } = useValidatedForm("login", { id: "login", lastResult: lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onFocus={warm}
      aria-describedby={form.errors?.length ? form.errorId : undefined}
      className="card"
    >
      <h2>Inloggen</h2>
      <FormError id={form.errorId} errors={form.errors} title="Fout bij inloggen" />
      <input type="hidden" name="next" value={next} />
      <Field label="E-mailadres" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
      </Field>
      <Field label="Wachtwoord" id={fields.password.id} errorId={fields.password.errorId} errors={fields.password.errors}>
        <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
      </Field>
      <div className="button-row">
        <button type="submit" name="intent" value="login" disabled={busy}>
          Inloggen
        </button>
        <Link to="/wachtwoord-vergeten">Wachtwoord vergeten?</Link>
      </div>
      <fieldset className="promo-fieldset">
        <legend>Promotiecode (optioneel)</legend>
        <p className="muted">Heb je een code? Vul hem in met je e-mail en wachtwoord en kies Activeer.</p>
        <label htmlFor={fields.promoCode.id}>Promotiecode</label>
        <div className="inline-field">
          <input {...getInputProps(fields.promoCode, { type: "text" })} autoComplete="off" />
          <button type="submit" name="intent" value="activate" className="button-secondary" disabled={busy}>
            Activeer
          </button>
        </div>
        <FieldError id={fields.promoCode.errorId} errors={fields.promoCode.errors} />
      </fieldset>
    </Form>
  );
}

/** Offered when logging in with a password is throttled: a one-time login link by e-mail. */
export function LoginLinkForm({ email }: { email: string }) {
  return (
    <Form method="post" className="card" aria-labelledby="login-link-title">
      <h2 id="login-link-title">Inloggen zonder wachtwoord</h2>
      <p>We sturen een inloglink naar {email}. Met die link log je één keer in, ook als inloggen met je wachtwoord even geblokkeerd is.</p>
      <input type="hidden" name="email" value={email} />
      <button type="submit" name="intent" value="login-link">
        Stuur mij een inloglink
      </button>
    </Form>
  );
}

export function ResendForm({ lastResult, open }: { lastResult: LastResult; open: boolean }) {
  const { form, fields, warm } = useValidatedForm("emailOnly", { id: "resend", lastResult: lastResult });
  return (
    <details className="card" open={open || Boolean(lastResult) || undefined}>
      <summary>Geen verificatiemail ontvangen?</summary>
      <Form method="post" {...getFormProps(form)} onFocus={warm}>
        <p>Vul je e-mailadres in; we sturen een nieuwe verificatielink als je account nog niet is bevestigd.</p>
        <Field label="E-mailadres" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
        <button type="submit" name="intent" value="resend">
          Verificatielink opnieuw sturen
        </button>
      </Form>
    </details>
  );
}

export function SignupForm({ lastResult, busy }: { lastResult: LastResult; busy: boolean }) {
  const { form, fields, warm } = useValidatedForm("signup", { id: "signup", lastResult: lastResult });
  return (
    <Form method="post" {...getFormProps(form)} onFocus={warm} className="card">
      <h2>Account aanmaken</h2>
      <p className="banner">
        <strong>Nieuw: 3 dagen gratis premium!</strong> Maak een account aan en oefen 3 dagen onbeperkt met alle vragen, ook de
        premiumvragen.
      </p>
      <FormError id={form.errorId} errors={form.errors} title="Fout bij registreren" />
      <Field label="E-mailadres" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
      </Field>
      <Field
        label="Wachtwoord"
        id={fields.password.id}
        errorId={fields.password.errorId}
        errors={fields.password.errors}
        hint="Minimaal 8 tekens, geen bekend wachtwoord."
        hintId="password-hint"
      >
        <input
          {...getInputProps(fields.password, { type: "password" })}
          aria-describedby={fields.password.errors ? `password-hint ${fields.password.errorId}` : "password-hint"}
          autoComplete="new-password"
        />
      </Field>
      <Field
        label="Bevestig wachtwoord"
        id={fields.confirmPassword.id}
        errorId={fields.confirmPassword.errorId}
        errors={fields.confirmPassword.errors}
      >
        <input {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" />
      </Field>
      <ConsentFields terms={fields.terms} privacy={fields.privacy} marketing={fields.marketing} />
      <Honeypot formId="signup" />
      <button type="submit" name="intent" value="signup" disabled={busy}>
        Account aanmaken
      </button>
    </Form>
  );
}
