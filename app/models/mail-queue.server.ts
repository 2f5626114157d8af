import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailQueue } from "~/db/schema";

export type QueuedMail = { to: string; subject: string; text: string; replyTo?: string };

/** Adds a mail to the queue; the background sender delivers it. */
export function enqueueMail(mail: QueuedMail, now = new Date()): number {
  const row = db()
    .insert(mailQueue)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      replyTo: mail.replyTo ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailQueue.id })
    .get();
  return row.id;
}

/** Mails that are due: not sent, not given up, and their next attempt has come. Oldest first. */
export function dueMails(now: Date, limit = 20) {
  return db()
    .select()
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(limit)
    .all();
}

export function markMailSent(id: number, now: Date) {
  db()
    .update(mailQueue)
    .set({ sentAt: now, attempts: sql`${mailQueue.attempts} + 1`, lastError: null })
    .where(eq(mailQueue.id, id))
    .run();
}

/** Records a failed attempt: try again at `retryAt`, or give up when `retryAt` is null. */
export function markMailAttemptFailed(id: number, error: string, now: Date, retryAt: Date | null) {
  db()
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: retryAt ?? now,
      failedAt: retryAt ? null : now,
    })
    .where(eq(mailQueue.id, id))
    .run();
}

/** Sent mails older than `before` are removed; their content has no further use. */
export function purgeSentMails(before: Date): number {
  return db().delete(mailQueue).where(lte(mailQueue.sentAt, before)).run().changes;
}
