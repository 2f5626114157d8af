import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousVisitors, categories, questionFeedback, questions, testAttempts } from "~/db/schema";
import { getPersonalSettings, getPracticePreferences } from "~/models/practice-settings.server";
import { sealQuestionId } from "~/platform/sealed.server";
import {
  choosePersonalTest,
  practiceSubject,
  startPersonalPractice,
  startPractice,
  type Practiser,
} from "~/services/commands/practice-start.server";
import { sendQuestionFeedback } from "~/services/commands/question-feedback.server";
import { readVisitorId } from "~/services/requests/visitor.server";
import { freshDatabase } from "../support/database";
import { accountId, questionRow } from "../support/rows";

// The practice route's commands on a real database: whose practice it is (a new visitor for a first
// visit, limited per address), starting and keeping tests, and feedback on a question.

const env = freshDatabase();
afterAll(() => env.cleanup());

const now = new Date("2026-06-01T10:00:00Z");
const visitorCount = () => env.db.select().from(anonymousVisitors).all().length;

/** A first visit (no cookie, no subject) from `ip`. */
const firstVisit = (ip: string): Practiser => ({
  viewer: { subject: null, role: "anonymous" },
  request: new Request("http://localhost/practice", { method: "POST" }),
  ip,
  now,
});

/** The next request of the visitor whose cookie `setCookie` set. */
async function returning(setCookie: string | null, ip: string): Promise<Practiser> {
  const request = new Request("http://localhost/practice", { method: "POST", headers: { Cookie: setCookie!.split(";")[0]! } });
  const visitorId = await readVisitorId(request);
  return { viewer: { subject: visitorId ? { visitorId } : null, role: "anonymous" }, request, ip, now };
}

beforeAll(() => {
  env.db
    .insert(categories)
    .values([
      { id: "wild", name: "Wildkennis" },
      { id: "leeg", name: "Zonder vragen" },
    ])
    .run();
  env.db
    .insert(questions)
    .values(Array.from({ length: 12 }, (_, i) => questionRow(`wild-${i}`, "wild")))
    .run();
});

describe("whose practice it is", () => {
  it("is the viewer's own subject when the request has one: no visitor, no cookie", async () => {
    const userId = accountId("oefenaar@voorbeeld.nl", now);
    const before = visitorCount();
    const found = await practiceSubject({ ...firstVisit("10.0.0.1"), viewer: { subject: { userId }, role: "free" } });
    expect(found).toEqual({ ok: true, subject: { userId }, setCookie: null });
    expect(visitorCount()).toBe(before);
  });

  it("is a new visitor on a first visit, with the signed cookie that names it next time", async () => {
    const found = await practiceSubject(firstVisit("10.0.1.1"));
    if (!found.ok) throw new Error("expected a visitor");
    expect(found.setCookie).toMatch(/^__visitor=/);
    expect((await returning(found.setCookie, "10.0.1.1")).viewer.subject).toEqual(found.subject);
  });

  it("makes at most 60 new visitors per address in ten minutes; another address is not held up", async () => {
    for (let i = 0; i < 60; i++) expect(await practiceSubject(firstVisit("10.0.2.1"))).toMatchObject({ ok: true });
    const before = visitorCount();
    const refused = await practiceSubject(firstVisit("10.0.2.1"));
    expect(refused).toMatchObject({ ok: false, reason: "too-many-visitors" });
    expect(!refused.ok && refused.retryAfterS).toBeGreaterThan(0);
    expect(visitorCount()).toBe(before);
    expect(await practiceSubject(firstVisit("10.0.2.2"))).toMatchObject({ ok: true });
  });
});

describe("starting practice", () => {
  it("starts a first visit's quick test, keeps its choice 'Zonder fotovragen', and sends the visitor's cookie", async () => {
    const started = await startPractice(firstVisit("10.1.0.1"), { mode: "quick", title: "Snel oefenen", withoutPictures: true });
    if (!started.ok) throw new Error("expected a test");
    const next = await returning(started.setCookie, "10.1.0.1");
    expect(getPracticePreferences(next.viewer.subject).withoutPictures).toBe(true);
    expect(env.db.select().from(testAttempts).where(eq(testAttempts.visitorId, next.viewer.subject!.visitorId!)).all()).toHaveLength(1);
  });

  it("says when today's allowance is spent or no question fits, still with the new visitor's cookie", async () => {
    const category = { mode: "category" as const, title: "Oefenen: Zonder vragen", categoryIds: ["leeg"] };
    const empty = await startPractice(firstVisit("10.1.1.1"), category);
    expect(empty).toMatchObject({ ok: false, reason: "empty", setCookie: expect.stringMatching(/^__visitor=/) });
    const visitor = await returning(!empty.ok && "setCookie" in empty ? empty.setCookie : null, "10.1.1.1");
    const wild = { mode: "category" as const, title: "Oefenen: Wildkennis", categoryIds: ["wild"] };
    expect(await startPractice(visitor, wild)).toEqual({ ok: true, setCookie: null });
    expect(await startPractice(visitor, wild)).toEqual({ ok: false, reason: "limit", setCookie: null });
  });

  it("starts nothing, and makes no visitor, for an address with too many visitors", async () => {
    for (let i = 0; i < 60; i++) await practiceSubject(firstVisit("10.1.2.1"));
    const before = visitorCount();
    expect(await startPractice(firstVisit("10.1.2.1"), { mode: "quick", title: "Snel oefenen" })).toMatchObject({
      ok: false,
      reason: "too-many-visitors",
    });
    expect(visitorCount()).toBe(before);
  });

  it("a personal test starts from the saved settings, their size at most what the role may ask", async () => {
    expect(await startPersonalPractice(firstVisit("10.1.3.1"))).toEqual({ ok: false, reason: "no-settings" });
    const chosen = await choosePersonalTest(
      firstVisit("10.1.3.1"),
      { categories: ["wild"], types: [], questionCount: 40, avoidMastered: false },
      true,
    );
    if (!chosen.ok) throw new Error("expected the settings to be kept");
    const visitor = await returning(chosen.setCookie, "10.1.3.1");
    expect(getPersonalSettings(visitor.viewer.subject!)).toEqual({
      categories: ["wild"],
      types: [],
      questionCount: 10,
      avoidMastered: false,
    });
    expect(getPracticePreferences(visitor.viewer.subject).withoutPictures).toBe(true);
    expect(await startPersonalPractice(visitor)).toEqual({ ok: true, setCookie: null });
  });
});

describe("feedback on a question", () => {
  const stored = () => env.db.select().from(questionFeedback).all();

  it("is stored for the question its sealed reference names, with the account that sent it", () => {
    const userId = accountId("melder@voorbeeld.nl", now);
    const sender = { viewer: { user: { id: userId }, subject: { userId } }, ip: "10.2.0.1", now };
    expect(sendQuestionFeedback(sender, { questionRef: sealQuestionId("wild-1"), feedback: "Klopt dit?" })).toEqual({ ok: true });
    expect(stored().at(-1)).toMatchObject({ questionId: "wild-1", feedbackText: "Klopt dit?", userId, status: "open" });
  });

  it("refuses a reference that names no question, and a form without feedback, storing nothing", () => {
    const before = stored().length;
    const sender = { viewer: { user: null, subject: null }, ip: "10.2.1.1", now };
    expect(sendQuestionFeedback(sender, { questionRef: "vervalst", feedback: "x" })).toEqual({ ok: false, reason: "unknown-question" });
    expect(sendQuestionFeedback(sender, { questionRef: sealQuestionId("bestaat-niet"), feedback: "x" })).toEqual({
      ok: false,
      reason: "unknown-question",
    });
    expect(sendQuestionFeedback(sender, null)).toEqual({ ok: false, reason: "invalid" });
    expect(stored()).toHaveLength(before);
  });

  it("takes ten forms per sender in ten minutes, counting those that did not parse", () => {
    const sender = { viewer: { user: null, subject: { visitorId: "bezoeker-feedback" } }, ip: "10.2.2.1", now };
    for (let i = 0; i < 5; i++) expect(sendQuestionFeedback(sender, null)).toMatchObject({ reason: "invalid" });
    for (let i = 0; i < 5; i++)
      expect(sendQuestionFeedback(sender, { questionRef: sealQuestionId("wild-2"), feedback: `${i}` })).toEqual({ ok: true });
    expect(sendQuestionFeedback(sender, { questionRef: sealQuestionId("wild-2"), feedback: "elf" })).toEqual({
      ok: false,
      reason: "too-often",
    });
    // The same address as another sender is still heard.
    const other = { ...sender, viewer: { user: null, subject: { visitorId: "andere-bezoeker" } } };
    expect(sendQuestionFeedback(other, { questionRef: sealQuestionId("wild-2"), feedback: "ander" })).toEqual({ ok: true });
  });
});
