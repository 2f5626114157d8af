import { data, Form, Link } from "react-router";
import type { Route } from "./+types/login-link";
import { startSession } from "~/services/requests/auth.server";
import { readForm } from "~/services/requests/form.server";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/services/requests/session.server";
import { peekToken, redeemLoginToken } from "~/models/accounts.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Inloggen met een inloglink", path: "/inloglink", noindex: true });

export const handle = { breadcrumb: () => "Inloglink" };

const INVALID = "Deze inloglink is ongeldig, al gebruikt of verlopen. Log in met je wachtwoord of vraag een nieuwe inloglink aan.";

function readToken(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null;
}

/** Opening the link changes nothing (a mail scanner may open it too); the button logs in. */
export function loader({ request }: Route.LoaderArgs) {
  const token = readToken(new URL(request.url).searchParams.get("token"));
  return { token: token && peekToken(token, "login") ? token : null };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = readToken(form.get("token"));
  const userId = token ? redeemLoginToken(token) : null;
  if (!userId) return data({ error: INVALID }, { status: 400 });
  const headers = new Headers({ "Set-Cookie": await startSession(request, userId) });
  return redirectWithToast(
    request,
    "/dashboard",
    { title: "Ingelogd", description: "Je bent ingelogd met je inloglink.", variant: "success" },
    headers,
  );
}

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? (loaderData.token ? null : INVALID);
  return (
    <section className="page-narrow">
      <h1>Inloggen met een inloglink</h1>
      {error ? (
        <div className="form-error" role="alert">
          <strong>Link ongeldig</strong>
          <p>{error}</p>
          <p>
            <Link to="/auth">Naar inloggen</Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="card">
          <p>Met deze link log je één keer in zonder wachtwoord.</p>
          <input type="hidden" name="token" value={loaderData.token ?? ""} />
          <button type="submit">Inloggen</button>
        </Form>
      )}
    </section>
  );
}
