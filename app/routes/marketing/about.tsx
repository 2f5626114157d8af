import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { data, Form, Link, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/about";
import { CompanyDetails } from "~/components/company-details";
import { useSiteInfo } from "~/components/site-info";
import { Honeypot } from "~/components/honeypot";
import { Field, FormError } from "~/components/ui/field";
import { queueContactMail } from "~/services/commands/contact-mail.server";
import { readForm } from "~/services/requests/form.server";
import { errorFields, log } from "~/platform/logger.server";
import { limits } from "~/services/requests/rate-limit.server";
import { clientIpContext } from "~/platform/request-context";
import { contactSchema } from "~/lib/schemas/contact";
import { CONTACT_MESSAGE_MAX, HONEYPOT_FIELD } from "~/lib/schemas/contact-fields";
import { dutchErrors } from "~/lib/schemas/errors";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/services/requests/session.server";
import { viewerOf } from "~/services/requests/viewer.server";
import { hasCompanyDetails } from "~/lib/site";
import { saveContactMessage } from "~/models/contact.server";

export const handle = { breadcrumb: () => "Over ons" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Over ons",
    description:
      "Wie achter de Jacht Theorie Oefenapp zit, waarom we hem maakten en wat hem anders maakt. Met een promotiecode voor 5 dagen premium en een contactformulier.",
    path: "/about-us",
  });

const SENT = {
  title: "Bericht verzonden!",
  description: "Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.",
  variant: "success",
} as const;
const FAILED = ["Er is iets misgegaan", "Je bericht kon niet worden verzonden. Probeer het later opnieuw."];
const TOO_MANY = ["Te veel berichten", "Je hebt in korte tijd veel berichten verstuurd. Probeer het over een paar minuten opnieuw."];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);

  // A bot filled the field people never see: answer as if it worked, keep and send nothing.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    log.info("contact form: honeypot filled, message dropped");
    return redirectWithToast(request, "/about-us", SENT);
  }

  const submission = parseWithZod(formData, { schema: contactSchema, error: dutchErrors });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (!limits.formsPerIp.hit(context.get(clientIpContext)).allowed) {
    return data({ result: submission.reply({ formErrors: TOO_MANY }) }, { status: 429 });
  }

  const { email, message } = submission.value;
  const userId = viewerOf(context).user?.id ?? null;
  let id: number;
  try {
    id = saveContactMessage({ email, message, userId });
  } catch (error) {
    log.error("contact message could not be stored", errorFields(error));
    return data({ result: submission.reply({ formErrors: FAILED }) }, { status: 500 });
  }
  try {
    queueContactMail({ id, email, message, hasAccount: userId !== null });
  } catch (error) {
    // The message is kept (contact_messages), so the sender need not send it again.
    log.error("contact message stored but not mailed", { contactMessageId: id, ...errorFields(error) });
  }
  return redirectWithToast(request, "/about-us", SENT);
}

export default function About({ actionData }: Route.ComponentProps) {
  const site = useSiteInfo();
  const location = useLocation();
  return (
    <div className="about">
      <h1>Over ons</h1>

      <section aria-labelledby="founder-title">
        <h2 id="founder-title">Van de oprichter</h2>
        <p>
          Ik heb de Jacht Theorie Oefenapp gemaakt voor iedereen die zich voorbereidt op het theorie-examen jachtgeweeractiviteit. Wie voor
          het jachtexamen leert, wil vooral veel oefenen en bij elke fout begrijpen waarom een ander antwoord juist is. Dat kan hier: op je
          telefoon of computer, wanneer het jou uitkomt en in je eigen tempo.
        </p>
        <p className="banner">
          Probeer premium eerst uit: met de code <strong>toine5</strong> krijg je 5 dagen premium erbij, bovenop de 3 dagen van een nieuw
          account. Vul de code in bij het <Link to="/auth">inloggen</Link> of later op je profiel.
        </p>
      </section>

      <section aria-labelledby="mission-title">
        <h2 id="mission-title">Onze missie</h2>
        <p>
          Iedere kandidaat moet goed voorbereid en met vertrouwen aan het jachtexamen kunnen beginnen. Daarom maken we oefenvragen die
          aansluiten bij de regels zoals ze nu gelden, sinds 1 januari 2024 de Omgevingswet en voor wapens de Wet wapens en munitie, en
          leggen we bij elke vraag uit waarom het juiste antwoord juist is en de andere niet.
        </p>
      </section>

      <section aria-labelledby="different-title">
        <h2 id="different-title">Wat deze app anders maakt</h2>
        <ul className="grid benefit-grid">
          <li className="card">
            <h3>Werkt zonder JavaScript</h3>
            <p>
              Elke pagina en elk formulier werkt ook als JavaScript uit staat of niet laadt, op een oude telefoon of op een afgeschermde
              computer.
            </p>
          </li>
          <li className="card">
            <h3>Elke regel op de server</h3>
            <p>
              Je dagelijkse oefenruimte, de premiumvragen en promotiecodes controleren we op de server, niet in je browser. Je voortgang
              staat bij je account.
            </p>
          </li>
          <li className="card">
            <h3>Uitleg met bronnen</h3>
            <p>Elke vraag heeft een Nederlandse uitleg en berust op een bron: een wetsartikel, een regel of een naslagwerk.</p>
          </li>
          <li className="card">
            <h3>Eerlijk over wat gecontroleerd is</h3>
            <p>
              De oefenvragen zijn met behulp van AI gemaakt en gecontroleerd aan de hand van bronnen. Wat we niet konden bevestigen, staat
              er niet in, en elke vraag heeft een controledatum. Het officiële examen en de geldende wet gaan altijd voor.
            </p>
          </li>
          <li className="card">
            <h3>Toegankelijk</h3>
            <p>
              We volgen de richtlijnen WCAG 2.2 op niveau AA: te bedienen met toetsenbord en schermlezer, bruikbaar vanaf 320 pixels breed.
              Lees de <Link to="/toegankelijkheid">toegankelijkheidsverklaring</Link>.
            </p>
          </li>
          <li className="card">
            <h3>Geen trackers</h3>
            <p>We plaatsen alleen functionele cookies en gebruiken geen advertentie- of analysescripts van anderen.</p>
          </li>
        </ul>
      </section>

      {site && hasCompanyDetails(site.company) ? (
        <section aria-labelledby="company-title">
          <h2 id="company-title">Bedrijfsgegevens</h2>
          <CompanyDetails company={site.company} />
        </section>
      ) : null}

      <section id="contact" aria-labelledby="contact-title" className="card contact">
        <h2 id="contact-title">Contact en feedback</h2>
        <p>
          Heb je een vraag, een fout in een oefenvraag gevonden of een idee? Stuur ons een bericht. We antwoorden op het e-mailadres dat je
          invult en gebruiken het nergens anders voor (zie het <Link to="/privacy">privacybeleid</Link>).
        </p>
        {/* A new key after every navigation: after 'Bericht verzonden!' both fields are empty again. */}
        <ContactForm key={location.key} lastResult={actionData?.result} />
      </section>
    </div>
  );
}

function ContactForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const root = useRouteLoaderData("root") as { user?: { email: string } | null } | undefined;
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === "/about-us";
  const { form, fields, warm } = useValidatedForm("contact", {
    id: "contact-form",
    lastResult: lastResult,
    defaultValue: { email: root?.user?.email ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} onFocus={warm} aria-describedby={form.errors?.length ? form.errorId : undefined}>
      <FormError id={form.errorId} errors={form.errors} title="Er is iets misgegaan" />
      <Field label="E-mailadres" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" maxLength={254} />
      </Field>
      <Field
        label="Bericht"
        id={fields.message.id}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        hint={`Maximaal ${CONTACT_MESSAGE_MAX} tekens.`}
        hintId="contact-message-hint"
      >
        <textarea
          {...getTextareaProps(fields.message)}
          aria-describedby={fields.message.errors ? `contact-message-hint ${fields.message.errorId}` : "contact-message-hint"}
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX}
        />
      </Field>
      <Honeypot formId="contact" />
      <button type="submit" disabled={sending}>
        {sending ? "Verzenden..." : "Verzenden"}
      </button>
    </Form>
  );
}
