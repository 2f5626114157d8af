import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, questions, species, speciesPhotos, testAttemptAnswers, userQuestionStats } from "~/db/schema";
import { DEFAULT_RETENTION } from "~/lib/learning/scheduler";
import { seededRng } from "~/lib/practice/engine";
import { checkAnswer, finishAttempt, moveInAttempt } from "~/models/attempt-steps.server";
import { getQuestionView, getResults, startAttempt } from "~/models/attempts.server";
import { rejectPhoto } from "~/models/species-photos.server";
import { photoUrl } from "~/lib/photos";
import { openPhotoKey, openQuestionRef, sealPhotoId } from "~/platform/sealed.server";
import { freshDatabase } from "../support/database";
import { accountId, questionRow, reeRow } from "../support/rows";

const env = freshDatabase();
const SETTINGS = { retention: DEFAULT_RETENTION };
afterAll(() => env.cleanup());
const now = new Date("2026-06-01T10:00:00Z");

let userId: string;
beforeAll(() => {
  env.db
    .insert(categories)
    .values([
      { id: "a", name: "Categorie A" },
      { id: "b", name: "Categorie B" },
    ])
    .run();
  env.db
    .insert(questions)
    .values([
      questionRow("a1", "a", false),
      questionRow("a2", "a", false),
      questionRow("a3", "a", true),
      questionRow("a4", "a", true),
      questionRow("b1", "b", false),
      questionRow("b2", "b", false, { qType: "afbeelding", speciesId: "ree" }), // no photo: never served
    ])
    .run();
  userId = accountId("speler@voorbeeld.nl", now);
});

function answerAll(attemptId: string, pick: (correctIndex: number) => number) {
  const subject = { userId };
  for (;;) {
    const view = getQuestionView(attemptId, subject)!;
    const order = env.db.select().from(testAttemptAnswers).where(eq(testAttemptAnswers.attemptId, attemptId)).all()[view.position]!
      .optionOrder;
    expect(checkAnswer(attemptId, subject, view.position, pick(order.indexOf(0)), SETTINGS, now)).toMatchObject({ ok: true });
    if (view.isLast) break;
    expect(moveInAttempt(attemptId, subject, view.position, "next")).toMatchObject({ ok: true });
  }
  expect(finishAttempt(attemptId, subject, now)).toMatchObject({ ok: true });
}

describe("practice model", () => {
  it("never serves premium questions or photo questions without a photo to a free user", () => {
    for (let i = 0; i < 20; i++) {
      const started = startAttempt({ subject: { userId }, role: "premium", mode: "quick", title: "t" }, now, seededRng(`p${i}`));
      expect(started.ok).toBe(true);
    }
    const freeStart = startAttempt({ subject: { userId }, role: "free", mode: "quick", title: "t" }, now, seededRng("free"));
    if (!freeStart.ok) throw new Error("expected a test");
    const served = env.db
      .select({ id: testAttemptAnswers.questionId })
      .from(testAttemptAnswers)
      .where(eq(testAttemptAnswers.attemptId, freeStart.attemptId))
      .all()
      .map((r) => r.id);
    expect(served.sort()).toEqual(["a1", "a2", "b1"]);
  });

  it("counts every first check in the statistics and increments across tests", () => {
    env.db.delete(userQuestionStats).run();
    const first = startAttempt(
      { subject: { userId }, role: "free", mode: "category", title: "A", categoryIds: ["a"] },
      now,
      seededRng("c1"),
    );
    if (!first.ok) throw new Error("expected a test");
    answerAll(first.attemptId, (correct) => correct);
    const second = startAttempt(
      { subject: { userId }, role: "free", mode: "category", title: "A", categoryIds: ["a"] },
      now,
      seededRng("c2"),
    );
    if (!second.ok) throw new Error("expected a test");
    answerAll(second.attemptId, (correct) => (correct + 1) % 4);

    const stats = env.db
      .select()
      .from(userQuestionStats)
      .where(inArray(userQuestionStats.questionId, ["a1", "a2"]))
      .all();
    expect(stats.map((s) => [s.questionId, s.timesCorrect, s.timesWrong]).sort()).toEqual([
      ["a1", 1, 1],
      ["a2", 1, 1],
    ]);
    expect(getResults(second.attemptId, { userId })?.summary).toMatchObject({ correct: 0, wrong: 2, percent: 0 });
    // The free allowance of two tests in this category is used up now.
    expect(startAttempt({ subject: { userId }, role: "free", mode: "category", title: "A", categoryIds: ["a"] }, now)).toMatchObject({
      ok: false,
      reason: "limit",
    });
  });

  it("refuses a step for another user's test, a stale position and going on before checking", () => {
    const started = startAttempt(
      { subject: { userId }, role: "premium", mode: "category", title: "A", categoryIds: ["a"] },
      now,
      seededRng("s"),
    );
    if (!started.ok) throw new Error("expected a test");
    const other = { visitorId: "someone-else" };
    expect(checkAnswer(started.attemptId, other, 0, 0, SETTINGS, now)).toMatchObject({ ok: false, error: "not-found" });
    expect(checkAnswer(started.attemptId, { userId }, 1, 0, SETTINGS, now)).toMatchObject({ ok: false, error: "stale" });
    expect(moveInAttempt(started.attemptId, { userId }, 0, "next")).toMatchObject({ ok: false, error: "not-checked" });
    expect(finishAttempt(started.attemptId, { userId }, now)).toMatchObject({ ok: false, error: "not-checked" });
    expect(getQuestionView(started.attemptId, { userId })?.correctOption).toBeNull();
  });

  it("leaves out questions answered correctly five times when asked to", () => {
    env.db
      .insert(userQuestionStats)
      .values({ userId, questionId: "a1", timesCorrect: 5, timesWrong: 0, lastShownAt: now })
      .onConflictDoUpdate({ target: [userQuestionStats.userId, userQuestionStats.questionId], set: { timesCorrect: 5 } })
      .run();
    const started = startAttempt(
      { subject: { userId }, role: "premium", mode: "personal", title: "P", categoryIds: ["a"], requestedCount: 10, avoidMastered: true },
      now,
      seededRng("m"),
    );
    if (!started.ok) throw new Error("expected a test");
    const served = env.db
      .select({ id: testAttemptAnswers.questionId })
      .from(testAttemptAnswers)
      .where(eq(testAttemptAnswers.attemptId, started.attemptId))
      .all()
      .map((r) => r.id);
    expect(served.sort()).toEqual(["a2", "a3", "a4"]);
  });

  it("serves a picture question once its species has a photo in the asked view, drawing one photo per test", () => {
    env.db.insert(categories).values({ id: "p", name: "Categorie P" }).run();
    env.db.insert(species).values(reeRow()).run();
    env.db
      .insert(questions)
      .values([
        questionRow("p1", "p", false, { qType: "afbeelding", speciesId: "ree" }),
        questionRow("p2", "p", false, { qType: "afbeelding", speciesId: "ree", photoView: "vrouwtje" }),
      ])
      .run();
    const start = (seed: string) => {
      const started = startAttempt(
        { subject: { userId }, role: "premium", mode: "category", title: "P", categoryIds: ["p"] },
        now,
        seededRng(seed),
      );
      return started.ok ? getQuestionView(started.attemptId, { userId }) : null;
    };
    expect(start("leeg")).toBeNull();

    const photo = (fileTitle: string, view: string) => ({
      species: "ree",
      fileTitle,
      author: "Jan",
      license: "CC BY 4.0",
      licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
      sourcePage: `https://commons.example/${fileTitle}`,
      view,
      width: 1600,
      height: 1000,
    });
    const [bok1, bok2] = env.db
      .insert(speciesPhotos)
      .values([photo("File:Bok1.jpg", "mannetje"), photo("File:Bok2.jpg", "mannetje")])
      .returning({ id: speciesPhotos.id })
      .all()
      .map((r) => r.id);
    const shown = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const view = start(`foto${i}`)!;
      expect(openQuestionRef(view.questionRef)).toBe("p1"); // p2 wants a photo of a female: none yet
      expect(view.total).toBe(1);
      // Before the answer: no maker, licence or source (the source's file title names the species).
      expect(view.image!.credit).toBeNull();
      expect(JSON.stringify(view)).not.toMatch(/Bok|commons|Jan|"p1"/);
      expect(view.image!.alt).toContain("zoogdier");
      expect(view.image!.alt.toLowerCase()).not.toContain("ree");
      // The same photo on every read of this test.
      expect(getQuestionView(view.attemptId, { userId })!.image!.url).toBe(view.image!.url);
      shown.add(view.image!.url);
    }
    expect([...shown].sort()).toEqual([photoUrl(sealPhotoId(bok1!)), photoUrl(sealPhotoId(bok2!))].sort());

    // 'Zonder fotovragen': the same category without its picture questions holds nothing to practise.
    const withoutPictures = startAttempt(
      { subject: { userId }, role: "premium", mode: "category", title: "P", categoryIds: ["p"], withoutPictures: true },
      now,
      seededRng("zonder"),
    );
    expect(withoutPictures).toEqual({ ok: false, reason: "empty" });

    // After the answer: the credit with the link to the original.
    const answered = start("antwoord")!;
    checkAnswer(answered.attemptId, { userId }, 0, 0, SETTINGS, now);
    expect(getQuestionView(answered.attemptId, { userId })!.image!.credit).toEqual({
      author: "Jan",
      license: "CC BY 4.0",
      licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
      sourceUrl: expect.stringMatching(/^https:\/\/commons\.example\/File:Bok[12]\.jpg$/),
    });

    // A photo the owner rejects during a test gives way to another ready photo of the species.
    const running = start("afwijzen")!;
    const drawn = openPhotoKey(/\/photos\/([\w-]+)-800\.jpg/.exec(running.image!.url)![1]!)!;
    rejectPhoto(drawn);
    const other = drawn === bok1 ? bok2! : bok1!;
    expect(getQuestionView(running.attemptId, { userId })!.image!.url).toBe(photoUrl(sealPhotoId(other)));

    const [geit] = env.db.insert(speciesPhotos).values(photo("File:Geit.jpg", "vrouwtje")).returning({ id: speciesPhotos.id }).all();
    const both = startAttempt(
      { subject: { userId }, role: "premium", mode: "category", title: "P", categoryIds: ["p"] },
      now,
      seededRng("beide"),
    );
    if (!both.ok) throw new Error("expected a test");
    expect(both.size).toBe(2);
    const rows = env.db.select().from(testAttemptAnswers).where(eq(testAttemptAnswers.attemptId, both.attemptId)).all();
    expect(rows.find((r) => r.questionId === "p2")?.photoId).toBe(geit!.id);
    expect(rows.find((r) => r.questionId === "p1")?.photoId).toBe(other);
  });
});
