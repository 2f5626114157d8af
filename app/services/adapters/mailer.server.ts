import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { config } from "~/platform/config.server";
import { log } from "~/platform/logger.server";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

let transport: Transporter | undefined;
type Nodemailer = (typeof import("nodemailer"))["default"];
let mailer: Promise<Nodemailer> | undefined;

/** nodemailer, loaded with the first mail: a server that sends none does not keep it in memory (ADR 18). */
function loadMailer(): Promise<Nodemailer> {
  mailer ??= import("nodemailer").then((m) => m.default);
  return mailer;
}

async function smtpTransport(): Promise<Transporter> {
  transport ??= (await loadMailer()).createTransport(config().smtpUrl);
  return transport;
}

/**
 * Sends one e-mail through SMTP, or, when SMTP_URL is not set, writes it to data/outbox/ as an .eml
 * file (with a .json copy that is easy to read back) and logs that it did, naming the .json; at
 * LOG_LEVEL=debug the links in the mail are logged whole as well.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const c = config();
  const message = { from: c.mailFrom, ...mail };
  if (c.smtpUrl) {
    await (await smtpTransport()).sendMail(message);
    log.info("mail sent", { to: mail.to, subject: mail.subject });
    return;
  }
  const outbox = (await loadMailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await outbox.sendMail(message);
  // Outbox mails hold live login links: readable by the app's user only, like the database.
  mkdirSync(c.outboxDir, { recursive: true, mode: 0o700 });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
  writeWhole(path.join(c.outboxDir, `${name}.eml`), info.message as Buffer);
  writeWhole(path.join(c.outboxDir, `${name}.json`), JSON.stringify({ ...message, date: new Date().toISOString() }, null, 2));
  // The .json holds the text as written (the .eml is quoted-printable, which breaks long links across lines).
  log.info("mail written to outbox", { to: mail.to, subject: mail.subject, file: `${name}.json`, eml: `${name}.eml` });
  const links = linksIn(mail.text);
  if (links.length > 0) log.debug("links in the mail", { to: mail.to, links });
}

/** The web addresses in a mail's text, whole. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** Writes a file under a temporary name and renames it: whoever reads the outbox never sees half a mail. */
function writeWhole(file: string, contents: string | Buffer) {
  const partial = `${file}.partial`;
  writeFileSync(partial, contents, { mode: 0o600 });
  renameSync(partial, file);
}
