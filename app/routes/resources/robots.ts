import { config } from "~/lib/config.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /auth",
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
