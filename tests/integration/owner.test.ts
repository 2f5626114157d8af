import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  categories,
  contactMessages,
  mailQueue,
  profiles,
  promoCodes,
  questionFeedback,
  questions,
  species,
  speciesPhotos,
  stripeEvents,
  users,
} from "~/db/schema";
import { syncOwnerRole } from "~/models/accounts.server";
import { updateMessage } from "~/models/contact-inbox.server";
import { feedbackQueue, handleFeedback, setQuestionWithdrawn, withdrawnQuestions } from "~/models/feedback-queue.server";
import { ownerDeleteAccount, ownerGrantPremium, searchAccounts } from "~/models/owner-accounts.server";
import { ownerOverview } from "~/models/owner-overview.server";
import { applyStripeEvent } from "~/models/payments.server";
import { createPromoCode, setPromoActive } from "~/models/promo.server";
import { listCategoriesWithCounts } from "~/models/question-catalogue.server";
import { rejectPhoto } from "~/models/species-photos.server";
import { freshDatabase } from "../support/database";
import { accountId, reeRow } from "../support/rows";

const env = freshDatabase();
afterAll(() => env.cleanup());
const now = new Date("2026-11-25T10:00:00Z");
let owner: { id: string; email: string };

const account = (email: string) => accountId(email, now);
const lastAudit = () => env.db.select().from(auditLog).orderBy(auditLog.id).all().at(-1);

beforeAll(() => {
  owner = { id: account("eigenaar@voorbeeld.nl"), email: "eigenaar@voorbeeld.nl" };
  env.db.insert(categories).values({ id: "recht", name: "Jachtrecht" }).run();
  env.db
    .insert(questions)
    .values(
      ["q1", "q2"].map((id) => ({
        id,
        categoryId: "recht",
        questionText: `Vraag ${id}?`,
        correctAnswer: "Goed",
        wrongAnswer1: "a",
        wrongAnswer2: "b",
        wrongAnswer3: "c",
      })),
    )
    .run();
});

describe("the owner role", () => {
  it("follows ADMIN_EMAILS at login: only a verified listed account is an owner, and leaving the list takes it away", () => {
    const id = account("Baas@Voorbeeld.nl");
    const role = () => env.db.select({ role: users.role }).from(users).where(eq(users.id, id)).get()!.role;
    syncOwnerRole(id, ["baas@voorbeeld.nl"]);
    expect(role()).toBe("user"); // not verified yet
    env.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, id)).run();
    syncOwnerRole(id, ["baas@voorbeeld.nl"]);
    expect(role()).toBe("admin");
    syncOwnerRole(id, ["iemand-anders@voorbeeld.nl"]);
    expect(role()).toBe("user");
  });
});

describe("owner actions, each with its audit row", () => {
  it("accepts the open feedback of a question with a note; the queue groups it per question", () => {
    env.db
      .insert(questionFeedback)
      .values([
        { questionId: "q1", feedbackText: "Antwoord klopt niet", createdAt: now },
        { questionId: "q1", feedbackText: "Bron is oud", createdAt: now },
        { questionId: "q2", feedbackText: "Typfout", createdAt: now },
      ])
      .run();
    expect(feedbackQueue("open").map((q) => [q.id, q.messages.length])).toEqual([
      ["q1", 2],
      ["q2", 1],
    ]);
    expect(handleFeedback(owner, "q1", "accepted", "Aangepast in content/", now)).toBe(2);
    expect(feedbackQueue("open").map((q) => q.id)).toEqual(["q2"]);
    expect(feedbackQueue("accepted")[0]!.messages.every((m) => m.ownerNote === "Aangepast in content/")).toBe(true);
    expect(lastAudit()).toMatchObject({ actorEmail: owner.email, action: "feedback.accepted", target: "question:q1", before: { open: 2 } });
  });

  it("'Vraag intrekken' takes a question out of practice at once, lists it for the content report, and can be undone", () => {
    const served = () => listCategoriesWithCounts(true).find((c) => c.id === "recht")?.questionCount ?? 0;
    expect(served()).toBe(2);
    expect(setQuestionWithdrawn(owner, "q2", true, now)).toBe(true);
    expect(served()).toBe(1);
    expect(withdrawnQuestions().map((q) => q.id)).toEqual(["q2"]);
    expect(lastAudit()).toMatchObject({ action: "question.withdraw", target: "question:q2", before: { withdrawnAt: null } });
    setQuestionWithdrawn(owner, "q2", false, now);
    expect(served()).toBe(2);
    expect(setQuestionWithdrawn(owner, "bestaat-niet", true, now)).toBe(false);
  });

  it("replies to a contact message by mail (reply-to the owner's address) and marks it answered", () => {
    const id = env.db
      .insert(contactMessages)
      .values({ email: "vraag@voorbeeld.nl", message: "Hoe werkt het?", createdAt: now })
      .returning()
      .get().id;
    expect(updateMessage(owner, id, { reply: { text: "Zo werkt het.", replyTo: "info@voorbeeld.nl", subject: "Antwoord" } }, now)).toBe(
      true,
    );
    expect(env.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get()).toMatchObject({ readAt: now, answeredAt: now });
    expect(env.db.select().from(mailQueue).all().at(-1)).toMatchObject({
      toAddress: "vraag@voorbeeld.nl",
      replyTo: "info@voorbeeld.nl",
      body: "Zo werkt het.",
    });
    expect(lastAudit()).toMatchObject({ action: "message.reply", target: `contact:${id}` });
    expect(updateMessage(owner, id, { read: false }, now)).toBe(true);
    expect(env.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get()?.readAt).toBeNull();
  });

  it("grants premium days with a reason, finds accounts by address, and deletes an account like its owner would", () => {
    const id = account("klant@voorbeeld.nl");
    expect(searchAccounts("klant@").map((a) => a.email)).toEqual(["klant@voorbeeld.nl"]);
    // A new account has its trial; the days are added after it (the one premium rule).
    const trial = env.db.select().from(profiles).where(eq(profiles.id, id)).get()!;
    expect(ownerGrantPremium(owner, id, 10, "Betaling mislukt bij Stripe", now)).toBe(true);
    expect(env.db.select().from(profiles).where(eq(profiles.id, id)).get()).toMatchObject({
      isPremium: true,
      premiumExpiresAt: new Date(trial.premiumExpiresAt!.getTime() + 10 * 86_400_000),
    });
    expect(lastAudit()).toMatchObject({
      action: "premium.grant",
      target: `user:${id}`,
      before: { isPremium: trial.isPremium, premiumExpiresAt: trial.premiumExpiresAt!.toISOString() },
      after: { days: 10, reason: "Betaling mislukt bij Stripe" },
    });
    expect(ownerDeleteAccount(owner, id, now)).toBe(true);
    expect(env.db.select().from(users).where(eq(users.id, id)).get()).toBeUndefined();
    expect(lastAudit()).toMatchObject({ action: "account.delete", target: `user:${id}`, before: { email: "klant@voorbeeld.nl" } });
    expect(ownerGrantPremium(owner, id, 10, "weg", now)).toBe(false);
  });

  it("creates a promo code once, and switches it off and on", () => {
    expect(createPromoCode(owner, { code: "JACHTCURSUS", durationDays: 30, maxUses: 20, expiresAt: null }, now)).toBe(true);
    expect(createPromoCode(owner, { code: "jachtcursus", durationDays: 5, maxUses: null, expiresAt: null }, now)).toBe(false);
    const code = env.db.select().from(promoCodes).where(eq(promoCodes.code, "JACHTCURSUS")).get()!;
    expect(code).toMatchObject({ durationDays: 30, maxUses: 20, isActive: true });
    expect(setPromoActive(owner, code.id, false, now)).toBe(true);
    expect(env.db.select().from(promoCodes).where(eq(promoCodes.id, code.id)).get()?.isActive).toBe(false);
    expect(lastAudit()).toMatchObject({
      action: "promo.deactivate",
      target: "promo:JACHTCURSUS",
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it("rejects a photo with the owner named in the log", () => {
    env.db.insert(species).values(reeRow()).run();
    const photo = env.db
      .insert(speciesPhotos)
      .values({ species: "ree", fileTitle: "File:Ree.jpg", license: "CC0", sourcePage: "https://example.org", width: 800, height: 600 })
      .returning()
      .get();
    expect(rejectPhoto(photo.id, owner, now)).toBe(true);
    expect(lastAudit()).toMatchObject({
      action: "photo.reject",
      target: `photo:${photo.id}`,
      before: { status: "ready" },
      after: { status: "rejected" },
    });
  });
});

describe("read-only views", () => {
  it("Stripe events keep what they did and how often they were delivered", () => {
    const event = { id: "evt_onbekend", type: "customer.created", data: { object: {} } } as unknown as Stripe.Event;
    expect(applyStripeEvent(event, now)).toBe("ignored");
    expect(applyStripeEvent(event, now)).toBe("duplicate");
    expect(env.db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_onbekend")).get()).toMatchObject({
      outcome: "ignored",
      deliveries: 2,
    });
  });

  it("the overview counts accounts, premium, open work and this month's payments", () => {
    const o = ownerOverview(now);
    expect(o.accounts).toBe(env.db.select().from(users).all().length);
    expect(o.openFeedback).toBe(1); // q2's message
    expect(o.unreadMessages).toBe(1);
    expect(o.signupsPerWeek).toHaveLength(8);
    expect(o.paymentsThisMonth).toEqual({ count: 0, cents: 0 });
  });
});
