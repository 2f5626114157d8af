// The small page that answers a login refused before its password is checked, for a form sent without
// JavaScript: the same words as the login page's message, the login-link offer and Retry-After, and no
// page render (the auth route's middleware answers with it).
import { escapeHtml, plainPage } from "~/platform/plain-page.server";
import type { LoginAdmission } from "~/services/requests/login-gate.server";
import { HASHING_BUSY } from "~/services/requests/password.server";

/** What a throttled login says ([title, text]), on the login page and on the small page alike. */
export const THROTTLED = [
  "Te veel pogingen",
  "Er is te vaak een verkeerd wachtwoord geprobeerd. Wacht even, of laat je een inloglink mailen: daarmee log je in zonder wachtwoord.",
];

export function refusedLoginPage(refused: Extract<LoginAdmission, { allowed: false }>, nonce: string): Response {
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "private, no-store",
    "Retry-After": String(Math.max(1, refused.retryAfterS)),
  };
  if (refused.reason === "busy") {
    const [title, text] = HASHING_BUSY as [string, string];
    return new Response(
      plainPage({ title, paragraphs: [text], alert: true, extra: '<p><a class="button" href="/auth">Opnieuw inloggen</a></p>', nonce }),
      {
        status: 503,
        headers,
      },
    );
  }
  const [title, text] = THROTTLED as [string, string];
  const email = escapeHtml(refused.email);
  const offer =
    `<form method="post" action="/auth" class="card" aria-labelledby="login-link-title">` +
    `<h2 id="login-link-title">Inloggen zonder wachtwoord</h2>` +
    `<p>We sturen een inloglink naar ${email}. Met die link log je één keer in, ook als inloggen met je wachtwoord even geblokkeerd is.</p>` +
    `<input type="hidden" name="email" value="${email}"><button type="submit" name="intent" value="login-link">Stuur mij een inloglink</button></form>` +
    `<p><a href="/auth">Terug naar inloggen</a></p>`;
  return new Response(plainPage({ title, paragraphs: [text], alert: true, extra: offer, nonce }), { status: 429, headers });
}
