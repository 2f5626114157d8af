import { config } from "~/platform/config.server";
import { listPublishedArticleDates } from "~/models/blog.server";
import { guidePages } from "~/models/study-guide.server";

const PUBLIC_PATHS = [
  "/",
  "/practice",
  "/leerstof",
  "/soorten",
  "/about-us",
  "/blog",
  "/plans",
  "/privacy",
  "/terms",
  "/toegankelijkheid",
  "/fotoverantwoording",
];

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// lastmod is the publication date: updated_at changes at every content import, edited or not.
export function loader() {
  const base = config().appUrl;
  const urls = [
    ...PUBLIC_PATHS.map((p) => `<url><loc>${escapeXml(base + p)}</loc></url>`),
    // The guides' pages, dated by when their content was last checked.
    ...guidePages().map(
      (p) => `<url><loc>${escapeXml(base + p.path)}</loc>${p.checkedOn ? `<lastmod>${p.checkedOn}</lastmod>` : ""}</url>`,
    ),
    ...listPublishedArticleDates().map(
      (a) => `<url><loc>${escapeXml(`${base}/blog/${a.slug}`)}</loc><lastmod>${a.publishedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
