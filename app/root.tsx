import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { BlogListSkeleton } from "~/components/blog-skeleton";
import { InlineStyles } from "~/components/inline-styles";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useNonce } from "~/components/nonce";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastMessage } from "~/components/toast";
import { isTestStep } from "~/lib/test-steps";
import { config } from "~/platform/config.server";
import { busyDatabaseMiddleware } from "~/services/requests/busy-database.server";
import { readToast } from "~/services/requests/session.server";
import { viewerMiddleware, viewerOf } from "~/services/requests/viewer.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Outermost first: a busy database turns the whole page into the 503 page; then who is asking, once. */
export const middleware: Route.MiddlewareFunction[] = [busyDatabaseMiddleware, viewerMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = viewerOf(context);
  const { toast, setCookie } = await readToast(request);
  return data(
    {
      appUrl: config().appUrl,
      company: config().company,
      user: user ? { id: user.id, email: user.email, isPremium: user.isPremium } : null,
      toast,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/**
 * A step of a running test that stays on its page changes nothing this loader reads (who is asking, a
 * toast): after one, only the page's own loader runs again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, formData, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  isTestStep(formAction, formData) && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d2b" />
        <Meta />
        <InlineStyles nonce={nonce} />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Direct naar de inhoud
        </a>
        {/* Header, toast and footer are memoized: the layout renders at each change of the router's state
            (three in a step of a test), they only when what they show changes. */}
        <SiteHeader isLoggedIn={Boolean(root?.user)} />
        <div className="container">
          <Breadcrumbs appUrl={root?.appUrl} />
          <ToastMessage toast={root?.toast ?? null} />
        </div>
        <main id="main" className="container" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter company={root?.company} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Only while JavaScript navigates to the blog from another page: the list shows six placeholder
  // cards until its data arrives (docs/product.md, "Blog"). Without JavaScript the browser shows its own progress.
  if (navigation.state === "loading" && navigation.location.pathname === "/blog" && pathname !== "/blog") {
    return <BlogListSkeleton />;
  }
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Er ging iets mis";
  let text = "Er is een onverwachte fout opgetreden. Probeer het later opnieuw.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "404";
      text = "Oeps! Deze pagina bestaat niet.";
    } else if (error.status === 403) {
      title = "Geen toegang";
      text = "Je hebt geen toegang tot deze pagina.";
    } else if (error.status === 503) {
      title = "Even geduld";
      text = "De app is op dit moment erg druk. Probeer het over een paar seconden opnieuw.";
    } else if (error.status === 429) {
      title = "Te veel verzoeken";
      text =
        "Er kwamen in korte tijd veel verzoeken vanaf jouw netwerk. Wacht een paar minuten en probeer het dan opnieuw, of log in met je account.";
    } else if (error.status === 400 || error.status === 405 || error.status === 415) {
      title = "Ongeldig verzoek";
      text = "Dit verzoek kunnen we niet verwerken.";
    }
  }
  return (
    <section className="page-narrow">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/">Terug naar de startpagina</a>
      </p>
    </section>
  );
}
