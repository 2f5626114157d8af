import { afterAll, describe, expect, it } from "vitest";
import { sessions } from "~/db/schema";
import { getSessionUserId, sessionStorage } from "~/services/requests/session.server";
import { createAccount, getUserWithProfile } from "~/models/accounts.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
afterAll(() => env.cleanup());

/** The signed cookie for a session id, as the app's session storage writes it. */
async function cookieFor(id: string) {
  const { createCookie } = await import("react-router");
  const cookie = createCookie("__session", { secrets: ["vitest-secret-0123456789abcdef"], path: "/", httpOnly: true, sameSite: "lax" });
  return (await cookie.serialize(id)).split(";")[0]!;
}

describe("database sessions", () => {
  const { userId } = createAccount({ email: "sessie@voorbeeld.nl", passwordHash: "x", marketingConsent: false })!;

  it("a new session gets a fresh row and id; reading it finds the user", async () => {
    const storage = sessionStorage();
    const before = env.db.select().from(sessions).all().length;
    const session = await storage.getSession();
    session.set("userId", userId);
    const setCookie = await storage.commitSession(session);
    const request = new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } });
    expect(await getSessionUserId(request)).toBe(userId);
    expect(env.db.select().from(sessions).all()).toHaveLength(before + 1);
    expect(getUserWithProfile(userId)?.email).toBe("sessie@voorbeeld.nl");
  });

  it("an expired session row opens nothing", async () => {
    env.db
      .insert(sessions)
      .values({ id: "verlopen", userId, expiresAt: new Date(Date.now() - 1000) })
      .run();
    env.db
      .insert(sessions)
      .values({ id: "geldig", userId, expiresAt: new Date(Date.now() + 60_000) })
      .run();
    expect(await getSessionUserId(new Request("http://localhost/", { headers: { Cookie: await cookieFor("verlopen") } }))).toBeNull();
    expect(await getSessionUserId(new Request("http://localhost/", { headers: { Cookie: await cookieFor("geldig") } }))).toBe(userId);
  });

  it("a cookie signed with another secret is ignored", async () => {
    const { createCookie } = await import("react-router");
    const forged = createCookie("__session", { secrets: ["someone-elses-secret-123456"], path: "/" });
    const value = (await forged.serialize("geldig")).split(";")[0]!;
    expect(await getSessionUserId(new Request("http://localhost/", { headers: { Cookie: value } }))).toBeNull();
  });
});
