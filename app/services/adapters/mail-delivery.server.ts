import { errorFields, log } from "~/platform/logger.server";
import { sendMail, type Mail } from "~/services/adapters/mailer.server";
import { dueMails, enqueueMail, markMailAttemptFailed, markMailSent, purgeSentMails, type QueuedMail } from "~/models/mail-queue.server";

/** After this many failed attempts a mail is given up (and the log says so). */
export const MAX_ATTEMPTS = 8;
const SENT_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Wait before attempt n+1 after n failed ones: 30 s, 1 min, 2 min … at most 1 hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, failedAttempts - 1));
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Puts a mail in the queue and returns at once; the sender delivers it right after this request.
 * A request therefore takes the same time whether or not a mail is sent.
 */
export function queueMail(mail: QueuedMail) {
  enqueueMail(mail);
  setImmediate(() => void deliverQueuedMail());
}

/** Delivers every due mail once. Runs one at a time; a call during a run makes it run once more. */
export function deliverQueuedMail(send: (mail: Mail) => Promise<void> = sendMail, now: () => Date = () => new Date()): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      for (const row of dueMails(now())) {
        try {
          await send({ to: row.toAddress, subject: row.subject, text: row.body, replyTo: row.replyTo ?? undefined });
          markMailSent(row.id, now());
        } catch (error) {
          const attempts = row.attempts + 1;
          const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(attempts));
          markMailAttemptFailed(row.id, error instanceof Error ? error.message : String(error), now(), retryAt);
          if (retryAt) log.warn("mail not sent, will retry", { mailId: row.id, attempts, ...errorFields(error) });
          else log.error("mail given up", { mailId: row.id, attempts, ...errorFields(error) });
        }
      }
    } while (again);
  })()
    .catch((error: unknown) => log.error("mail queue failed", errorFields(error)))
    .finally(() => {
      running = null;
    });
  return running;
}

/** The background sender: delivers due mail every `intervalMs` and forgets sent mail after a week. */
export function startMailSender(intervalMs = 15_000): () => void {
  const timer = setInterval(() => {
    void deliverQueuedMail();
    try {
      purgeSentMails(new Date(Date.now() - SENT_KEPT_MS));
    } catch (error) {
      log.warn("sent mail could not be purged", errorFields(error));
    }
  }, intervalMs);
  timer.unref();
  setImmediate(() => void deliverQueuedMail());
  return () => clearInterval(timer);
}
