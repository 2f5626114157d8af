import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token for a link, and the hash we store instead of the token itself. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

/**
 * A fresh CSP nonce for one response: 128 random bits in base64. The random bytes are drawn 256
 * nonces at a time (one call into the system's generator per 256 pages rather than per page, as
 * Node does for randomUUID) and each nonce's bytes are used once.
 */
export function newCspNonce(): string {
  if (nonceAt === noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nonceAt = 0;
  }
  const nonce = noncePool.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}
