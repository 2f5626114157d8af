import { isRouteErrorResponse, Link } from "react-router";

/**
 * A page's own error: a 404 says what was not found, anything else that it could not be loaded, and both
 * lead back to the page's overview.
 */
export function PageError({
  error,
  notFound,
  failed,
  back,
}: {
  error: unknown;
  notFound: { title: string; text: string };
  failed: string;
  back: { to: string; label: string };
}) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page-narrow">
      <h1>{missing ? notFound.title : "Er ging iets mis"}</h1>
      <p>{missing ? notFound.text : failed}</p>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}
