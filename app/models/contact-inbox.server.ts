import { desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { writeTransaction } from "~/db/transaction.server";
import { contactMessages } from "~/db/schema";
import { recordAudit, type Actor } from "~/models/audit-log.server";
import { enqueueMail } from "~/models/mail-queue.server";

/** Contact messages, newest first. */
export function contactInbox(limit = 100) {
  return db().select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit).all();
}

export function unreadMessageCount(): number {
  return db().select({ id: contactMessages.id }).from(contactMessages).where(isNull(contactMessages.readAt)).all().length;
}

type MessageChange = { read?: boolean; answered?: boolean; reply?: { text: string; replyTo: string; subject: string } };

/**
 * Marks a message read or answered, and optionally sends the owner's reply to its sender through the
 * mail queue (reply-to: the owner's contact address). Audited. False for an unknown message.
 */
export function updateMessage(actor: Actor, id: number, change: MessageChange, now = new Date()): boolean {
  return writeTransaction((tx) => {
    const message = tx.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    if (!message) return false;
    const set = {
      readAt: change.read === false ? null : change.read || change.answered || change.reply ? (message.readAt ?? now) : message.readAt,
      answeredAt: change.answered === false ? null : change.answered || change.reply ? (message.answeredAt ?? now) : message.answeredAt,
    };
    tx.update(contactMessages).set(set).where(eq(contactMessages.id, id)).run();
    if (change.reply) {
      enqueueMail({ to: message.email, subject: change.reply.subject, text: change.reply.text, replyTo: change.reply.replyTo }, now);
    }
    recordAudit(
      tx,
      actor,
      change.reply ? "message.reply" : "message.update",
      `contact:${id}`,
      { readAt: message.readAt, answeredAt: message.answeredAt },
      { ...set, reply: change.reply?.text },
      now,
    );
    return true;
  });
}
