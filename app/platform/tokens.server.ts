import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token for a link, and the hash we store instead of the token itself. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
