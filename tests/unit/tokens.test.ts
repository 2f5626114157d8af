import { describe, expect, it } from "vitest";
import { newCspNonce, newToken, hashToken } from "~/platform/tokens.server";

describe("CSP nonces", () => {
  it("are 128 bits in base64 and never repeat, also across the draws of random bytes", () => {
    // 1,000 nonces span four draws of 256.
    const nonces = Array.from({ length: 1000 }, () => newCspNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("link tokens", () => {
  it("are stored as their hash, which the token reproduces", () => {
    const { token, tokenHash } = newToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash).toBe(hashToken(token));
    expect(tokenHash).not.toContain(token);
  });
});
