// Opaque references for values a page must carry but must not show. A photo's number is paired with
// its source (and so its species) on the credits page, and a generated question's id names its
// species: before the answer a page carries neither, only these sealed forms. Sealed with keys derived
// from the newest SESSION_SECRET; opened with any configured secret, so a rotation keeps open pages working.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { config } from "~/platform/config.server";

type Keys = { photo: Buffer; question: Buffer };

let derived: { secrets: string; keys: Keys[] } | undefined;

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "jacht-theorie-oefenapp", purpose, 32));
}

/** The keys of every configured secret, newest first; derived again only when the secrets change. */
function keys(): Keys[] {
  const secrets = config().sessionSecrets;
  const joined = secrets.join("\n");
  if (derived?.secrets !== joined) {
    derived = { secrets: joined, keys: secrets.map((s) => ({ photo: derive(s, "photo-address"), question: derive(s, "question-ref") })) };
  }
  return derived.keys;
}

/**
 * The second half of a sealed photo block: a block that opens without one of them was not made here.
 * Questions and the species guide show a photo under different keys, so the guide's page of a species
 * never names the address a question's photo has.
 */
const PHOTO_TAGS = { question: Buffer.from("foto-adr"), guide: Buffer.from("gids-adr") } as const;

/**
 * A photo's address key: its number and a fixed tag as one AES block, so the same photo keeps one
 * address (browsers cache it for a year) that cannot be turned back into the number without the secret.
 * `guide`: the address the species and study guides show, a different one for the same photo.
 */
export function sealPhotoId(id: number, use: keyof typeof PHOTO_TAGS = "question"): string {
  const block = Buffer.alloc(16);
  block.writeBigUInt64BE(BigInt(id));
  PHOTO_TAGS[use].copy(block, 8);
  const cipher = createCipheriv("aes-256-ecb", keys()[0]!.photo, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]).toString("base64url");
}

/** The photo number behind an address key, or null for anything this app did not make. */
export function openPhotoKey(key: string): number | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const sealed = Buffer.from(key, "base64url");
  if (sealed.length !== 16) return null;
  for (const { photo } of keys()) {
    const decipher = createDecipheriv("aes-256-ecb", photo, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(sealed), decipher.final()]);
    const tag = block.subarray(8);
    if (!tag.equals(PHOTO_TAGS.question) && !tag.equals(PHOTO_TAGS.guide)) continue;
    const id = block.readBigUInt64BE();
    return id > 0n && id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : null;
  }
  return null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Question ids are short slugs; a longer reference was not made here. */
const MAX_REF_LENGTH = 400;

/**
 * A question's reference for a form or link: its id encrypted with a fresh random IV, so two pages of
 * the same question carry different references and none can be compared or read.
 */
export function sealQuestionId(id: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keys()[0]!.question, iv);
  const sealed = Buffer.concat([cipher.update(id, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The question id behind a reference, or null when it was changed or not made here. */
export function openQuestionRef(ref: string): string | null {
  if (ref.length > MAX_REF_LENGTH || !/^[A-Za-z0-9_-]+$/.test(ref)) return null;
  const bytes = Buffer.from(ref, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const sealed = bytes.subarray(IV_BYTES + TAG_BYTES);
  for (const { question } of keys()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", question, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
    } catch {
      // not sealed with this secret
    }
  }
  return null;
}
