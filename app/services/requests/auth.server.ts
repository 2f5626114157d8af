import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "~/services/requests/password.server";
import { sessionStorage } from "~/services/requests/session.server";
import { findUserByEmail, passwordHashOf, setPasswordHash } from "~/models/accounts.server";
import { pagePath } from "~/lib/page-path";

export class LoginError extends Error {
  constructor(
    readonly reason: "invalid" | "unverified",
    readonly email: string,
  ) {
    super(reason);
  }
}

let authenticator: Authenticator<string> | undefined;

/** remix-auth with the form strategy: e-mail and password in, user id out (or a LoginError). */
function getAuthenticator() {
  if (authenticator) return authenticator;
  authenticator = new Authenticator<string>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const email = String(form.get("email") ?? "").trim();
      const password = String(form.get("password") ?? "");
      const user = findUserByEmail(email);
      if (!user) {
        await verifyAgainstDummy(password);
        throw new LoginError("invalid", email);
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw new LoginError("invalid", email);
      if (!user.emailVerifiedAt) throw new LoginError("unverified", email);
      if (needsRehash(user.passwordHash)) {
        // A hash made with older parameters is redone now that the password is known; if the
        // server is busy it simply waits for the next login.
        await hashPassword(password).then(
          (hash) => setPasswordHash(user.id, hash),
          () => undefined,
        );
      }
      return user.id;
    }),
    "form",
  );
  return authenticator;
}

export function authenticateWithForm(request: Request): Promise<string> {
  return getAuthenticator().authenticate("form", request);
}

/** Starts a fresh session (new id) for the user and ends the one the browser had. */
export async function startSession(request: Request, userId: string): Promise<string> {
  const storage = sessionStorage();
  const old = await storage.getSession(request.headers.get("Cookie"));
  if (old.id) await storage.destroySession(old);
  const session = await storage.getSession();
  session.set("userId", userId);
  return storage.commitSession(session);
}

export async function endSession(request: Request): Promise<string> {
  const storage = sessionStorage();
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}

/**
 * Whether `password` is this user's password (account deletion asks for it again). Throws
 * HashingBusyError when the server is too busy to check it now.
 */
export async function verifyUserPassword(userId: string, password: string): Promise<boolean> {
  const hash = password ? passwordHashOf(userId) : null;
  return hash !== null && (await verifyPassword(password, hash));
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\\]/;

/**
 * Only same-site paths are followed after login; anything else goes to the fallback. The check is
 * made on what is returned, after normalising: `/.//evil.example` normalises to `//evil.example`,
 * which a browser reads as another site.
 */
export function safeRedirect(next: unknown, fallback = "/dashboard"): string {
  if (typeof next !== "string" || !next.startsWith("/") || CONTROL_OR_BACKSLASH.test(next)) return fallback;
  let path: string;
  try {
    const url = new URL(next, "http://same.site");
    if (url.origin !== "http://same.site") return fallback;
    // A page's data address (`/examen/1.data`) leads to the page itself.
    path = pagePath(url) + url.hash;
  } catch {
    return fallback;
  }
  return isOneLocalPath(path) ? path : fallback;
}

/** A path on this site: one leading slash, not `//` or `/\` (both mean another host to a browser). */
function isOneLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !CONTROL_OR_BACKSLASH.test(path);
}
