import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { mailQueue } from "~/db/schema";
import { deliverQueuedMail, MAX_ATTEMPTS, retryDelayMs } from "~/services/adapters/mail-delivery.server";
import { sendMail, type Mail } from "~/services/adapters/mailer.server";
import { config } from "~/platform/config.server";
import { setLogLevel } from "~/platform/logger.server";
import { enqueueMail } from "~/models/mail-queue.server";
import { freshDatabase } from "../support/database";

const env = freshDatabase();
afterAll(() => env.cleanup());

describe("mail queue", () => {
  it("keeps a mail the server refused and sends it on a later attempt", async () => {
    let clock = new Date("2026-06-01T10:00:00Z");
    const now = () => clock;
    const id = enqueueMail({ to: "jager@voorbeeld.nl", subject: "Onderwerp", text: "Tekst", replyTo: "a@voorbeeld.nl" }, clock);
    const sent: Mail[] = [];
    let fail = true;
    const send = async (mail: Mail) => {
      if (fail) throw new Error("421 mail server busy");
      sent.push(mail);
    };

    await deliverQueuedMail(send, now);
    let row = env.db.select().from(mailQueue).where(eq(mailQueue.id, id)).get()!;
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("421");
    expect(row.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried.
    fail = false;
    await deliverQueuedMail(send, now);
    expect(sent).toHaveLength(0);

    clock = new Date(clock.getTime() + retryDelayMs(1));
    await deliverQueuedMail(send, now);
    expect(sent).toEqual([{ to: "jager@voorbeeld.nl", subject: "Onderwerp", text: "Tekst", replyTo: "a@voorbeeld.nl" }]);
    row = env.db.select().from(mailQueue).where(eq(mailQueue.id, id)).get()!;
    expect(row.sentAt).toEqual(clock);
    expect(row.attempts).toBe(2);

    // Sent once only.
    await deliverQueuedMail(send, now);
    expect(sent).toHaveLength(1);
  });

  it("gives up after the last attempt and says so", async () => {
    let clock = new Date("2026-07-01T10:00:00Z");
    const id = enqueueMail({ to: "weg@voorbeeld.nl", subject: "S", text: "T" }, clock);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await deliverQueuedMail(
        async () => {
          throw new Error("550 no such user");
        },
        () => clock,
      );
      clock = new Date(clock.getTime() + 2 * 3_600_000);
    }
    const row = env.db.select().from(mailQueue).where(eq(mailQueue.id, id)).get()!;
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.failedAt).not.toBeNull();
    expect(row.sentAt).toBeNull();
  });
});

describe("the outbox", () => {
  it("keeps each mail (which may hold a live login link) readable by the app's user only", async () => {
    const outbox = config().outboxDir;
    await sendMail({ to: "jager@voorbeeld.nl", subject: "Inloglink", text: "https://voorbeeld.nl/login-link?token=geheim" });
    const files = readdirSync(outbox).filter((f) => f.endsWith(".eml") || f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(statSync(path.join(outbox, file)).mode & 0o777, file).toBe(0o600);
    expect(statSync(outbox).mode & 0o077).toBe(0);
  });
});

describe("the outbox's log line", () => {
  it("names the .json, whose link is whole (the .eml is quoted-printable), and at debug level the link itself", async () => {
    const link = "https://voorbeeld.nl/auth?token_hash=" + "a".repeat(60) + "&type=email_confirmation";
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      setLogLevel("info");
      await sendMail({ to: "nieuw@voorbeeld.nl", subject: "Bevestig", text: `Open deze link:\n${link}\n` });
      setLogLevel("debug");
      await sendMail({ to: "nieuw@voorbeeld.nl", subject: "Bevestig", text: `Open deze link:\n${link}\n` });
    } finally {
      write.mockRestore();
      setLogLevel("info");
    }
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const written = entries.filter((e) => e.msg === "mail written to outbox");
    expect(written).toHaveLength(2);
    for (const entry of written) {
      expect(entry.file).toMatch(/\.json$/);
      const stored = JSON.parse(readFileSync(path.join(config().outboxDir, String(entry.file)), "utf8")) as { text: string };
      expect(stored.text).toContain(link);
    }
    expect(entries.filter((e) => e.msg === "links in the mail")).toEqual([
      expect.objectContaining({ level: "debug", to: "nieuw@voorbeeld.nl", links: [link] }),
    ]);
  });
});
