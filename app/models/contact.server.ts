import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";

/** Keeps a message sent through the contact form; returns its id. */
export function saveContactMessage(input: { email: string; message: string; userId: string | null }, now = new Date()): number {
  const row = db()
    .insert(contactMessages)
    .values({ email: input.email, message: input.message, userId: input.userId, createdAt: now })
    .returning({ id: contactMessages.id })
    .get();
  return row.id;
}
