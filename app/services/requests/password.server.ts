import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { Gate } from "~/lib/hash-gate";

export { GateFullError as HashingBusyError } from "~/lib/hash-gate";

/** What a form says when its password hash was refused because too many run at once ([title, text]). */
export const HASHING_BUSY = ["Even druk", "Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw."];

// scrypt with N=2^15, r=8, p=3: one of OWASP's equivalent settings, 32 MiB per hash instead of the
// 128 MiB of N=2^17 (docs/decisions/0006-password-hashing.md). Stored hashes carry their own
// parameters, so older ones keep verifying.
export const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
/** Enough for hashes stored with N=2^17 (128 MiB). */
const MAXMEM = 256 * 1024 * 1024;

/**
 * At most two hashes at once (this machine class has two cores; libuv's pool of four threads keeps
 * two for compression and file I/O), eight more may wait; beyond that the caller answers 503.
 */
const gate = new Gate(2, 8);

/** How many password checks may run or wait at once. */
export const HASHING_CAPACITY = gate.running + gate.waiting;

/** Whether a password check asked for now would be refused: every place taken and the line full. */
export function hashingIsFull(): boolean {
  const { active, waiting } = gate.load;
  return active >= gate.running && waiting >= gate.waiting;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return gate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: MAXMEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be changed later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with other parameters than today's (then it is redone at login). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex")).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
