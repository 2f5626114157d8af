import { config } from "~/platform/config.server";

// /auth stays crawlable: it is the public page for signing up (with its own title and description, and a
// canonical URL that folds its query variants together); the account pages behind it are disallowed.
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /profile",
    "Disallow: /progress",
    "Disallow: /payment",
    "Disallow: /webhooks/",
    `Sitemap: ${config().appUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
