import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { CompanyInfo } from "~/lib/site";

/** Where species photos come from unless WILDLIFE_IMAGE_API says otherwise. */
export const COMMONS_API = "https://commons.wikimedia.org/w/api.php";

const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "PORT moet een getal zijn (bijvoorbeeld 3000)." })
    .int()
    .min(1, "PORT moet tussen 1 en 65535 liggen.")
    .max(65535, "PORT moet tussen 1 en 65535 liggen.")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_PATH: z.string().min(1).default("data/app.db"),
  APP_URL: z.url({ error: "APP_URL moet een volledige URL zijn, bijvoorbeeld https://jacht.example.nl" }).optional(),
  SESSION_SECRET: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL moet beginnen met smtp:// of smtps://")
    .optional(),
  MAIL_FROM: z.string().optional(),
  CONTACT_EMAIL: z.email({ error: "CONTACT_EMAIL moet een e-mailadres zijn, bijvoorbeeld info@jacht.example.nl" }).optional(),
  COMPANY_NAME: z.string().trim().max(200, "COMPANY_NAME mag maximaal 200 tekens hebben.").optional(),
  COMPANY_KVK: z
    .string()
    .transform((s) => s.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{8}$/, "COMPANY_KVK moet een KvK-nummer van 8 cijfers zijn."))
    .optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url({ error: "STRIPE_API_BASE moet een volledige URL zijn." }).optional(),
  WILDLIFE_IMAGE_API: z
    .union([z.literal("off"), z.url()], { error: "WILDLIFE_IMAGE_API moet een volledige URL zijn, of 'off'." })
    .default(COMMONS_API),
  TRUST_PROXY: z.string().optional(),
  ADMIN_EMAILS: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL moet een van ${LOG_LEVELS.join(", ")} zijn.` }).default("info"),
  NODE_ENV: z.string().default("production"),
});

export type Config = {
  port: number;
  host: string;
  databasePath: string;
  dataDir: string;
  appUrl: string;
  sessionSecrets: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages go: CONTACT_EMAIL, or the address in MAIL_FROM. */
  contactEmail: string;
  /** What the site may show about its owner; only what was configured, never a guess. */
  company: CompanyInfo;
  outboxDir: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  /** The MediaWiki API species photos are fetched from; undefined when fetching is off. */
  wildlifeImageApi: string | undefined;
  /** Express `trust proxy`: whose X-Forwarded-For is believed. */
  trustProxy: boolean | number | string[];
  /** ADMIN_EMAILS: verified accounts with these addresses become owners (the /beheer area) at login. */
  adminEmails: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** The bare address of a sender such as `Jacht Theorie Oefenapp <no-reply@example.nl>`. */
export function addressOf(sender: string): string {
  return (/<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender).trim();
}

/** Empty strings count as unset, so `FOO=` in a compose file means "use the default". */
function withoutEmpty(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
}

/**
 * Reads and checks the environment. Secrets that are missing are generated once and kept in
 * the data directory beside the database, so a fresh clone starts without any configuration.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const databasePath = path.resolve(e.DATABASE_PATH);
  const dataDir = path.dirname(databasePath);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const sessionSecrets = e.SESSION_SECRET
    ? e.SESSION_SECRET.split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [readOrCreateSecret(dataDir, "session-secret")];
  const mailFrom = e.MAIL_FROM ?? `Jacht Theorie Oefenapp <no-reply@${new URL(appUrl).hostname}>`;
  if (sessionSecrets.some((s) => s.length < 16)) {
    throw new ConfigError("Ongeldige configuratie:\n  SESSION_SECRET: elk geheim moet minstens 16 tekens hebben.");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath,
    dataDir,
    appUrl,
    sessionSecrets,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    contactEmail: e.CONTACT_EMAIL ?? addressOf(mailFrom),
    company: { name: e.COMPANY_NAME, kvk: e.COMPANY_KVK, email: e.CONTACT_EMAIL },
    outboxDir: path.join(dataDir, "outbox"),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE,
    wildlifeImageApi: e.WILDLIFE_IMAGE_API === "off" ? undefined : e.WILDLIFE_IMAGE_API,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === "production",
  };
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY in Express's `trust proxy` syntax: `true`/`false`, a number of hops, or a comma-separated
 * list of addresses, subnets (CIDR) and the names loopback, linklocal and uniquelocal. Unset: loopback
 * only, for a reverse proxy on the same host.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined) return ["loopback"];
  const v = value.trim().toLowerCase();
  if (v === "true") return true;
  if (v === "false") return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => {
    if (PROXY_NAMES.has(entry)) return false;
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    if (family === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    const n = Number(bits);
    return !/^\d+$/.test(bits) || n > (family === 4 ? 32 : 128);
  });
  if (entries.length === 0 || bad !== undefined) {
    throw new ConfigError(
      `Ongeldige configuratie:\n  TRUST_PROXY: '${bad ?? value}' is geen geldig adres. Gebruik true, false, een aantal proxies, of adressen en netwerken gescheiden door komma's (bijvoorbeeld loopback of 172.17.0.1).`,
    );
  }
  return entries;
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

let current: Config | undefined;

/** The configuration of this process, read on first use (never at import time). */
export function config(): Config {
  current ??= loadConfig();
  return current;
}
