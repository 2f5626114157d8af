import { expect, request as playwrightRequest } from "@playwright/test";

/**
 * Makes wrong logins for `email` from another address, each as soon as the back-off allows, until
 * the account has to wait at least `minWaitS` seconds: long enough for a browser step to see it.
 */
export async function throttleAccount(baseURL: string, email: string, minWaitS = 8) {
  const from = `10.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}`;
  const attacker = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": from, origin: baseURL } });
  try {
    for (let i = 0; i < 40; i++) {
      const response = await attacker.post("/auth", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: `intent=login&email=${encodeURIComponent(email)}&password=fout-${i}`,
        maxRedirects: 0,
      });
      if (response.status() !== 429) {
        expect(response.status()).toBe(401);
        continue;
      }
      const wait = Number(response.headers()["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      if (wait >= minWaitS) return;
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
    throw new Error(`account ${email} was never throttled for ${minWaitS} s`);
  } finally {
    await attacker.dispose();
  }
}
