import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Dutch URLs from product.md §2, English file names.
export default [
  index("routes/marketing/home.tsx"),
  route("promo", "routes/billing/promo.tsx"),
  route("plans", "routes/billing/plans.tsx"),
  route("payment", "routes/billing/payment.tsx"),
  route("dashboard", "routes/account/dashboard.tsx"),
  route("home", "routes/account/home-redirect.tsx"),
  route("profile", "routes/account/profile.tsx"),
  route("progress", "routes/account/progress.tsx"),
  route("practice", "routes/practice/practice.tsx"),
  route("auth", "routes/auth/auth.tsx"),
  route("signup-success", "routes/auth/signup-success.tsx"),
  route("email-verification", "routes/auth/email-verification.tsx"),
  route("about-us", "routes/marketing/about.tsx"),
  route("privacy", "routes/marketing/privacy.tsx"),
  route("terms", "routes/marketing/terms.tsx"),
  route("toegankelijkheid", "routes/marketing/accessibility.tsx"),
  route("blog", "routes/blog/index.tsx"),
  route("blog/:slug", "routes/blog/article.tsx"),
  route("webhooks/stripe", "routes/webhooks/stripe.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
