import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousVisitors, questions, species, speciesPhotos, testAttemptAnswers, testAttempts } from "~/db/schema";
import { loadContent } from "~/content-import/load.server";
import { lawStatusLabelList, speciesGroups } from "~/content";
import { importContent } from "~/models/content.server";
import {
  comparedSpecies,
  groupPictureQuestionIds,
  guideSpecies,
  sectionsAbout,
  speciesByGroup,
  speciesPictureQuestionIds,
} from "~/models/species-guide.server";
import { sealPhotoId } from "~/platform/sealed.server";
import { startGuidePractice } from "~/services/commands/guide-practice.server";
import type { Practiser } from "~/services/commands/practice-start.server";
import { freshDatabase } from "../support/database";

// The species guide's queries on the shipped content, with a few photos stored by hand.

let env: ReturnType<typeof freshDatabase>;
const content = loadContent(path.resolve("content"));
const now = new Date("2026-11-20T10:00:00Z");

function addPhoto(speciesId: string, view: string | null, status: "ready" | "rejected" = "ready") {
  return env.db
    .insert(speciesPhotos)
    .values({
      species: speciesId,
      fileTitle: `File:${speciesId}-${view ?? "geen"}-${status}-${Math.random()}.jpg`,
      author: "Jan Fotograaf",
      license: "CC BY-SA 4.0",
      licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0",
      sourcePage: `https://commons.example/wiki/File:${speciesId}`,
      view,
      status,
      width: 1600,
      height: 1067,
    })
    .returning({ id: speciesPhotos.id })
    .get().id;
}

/** A first visit from its own address: no cookie, no subject yet. */
const visitor = (ip: string): Practiser => ({
  viewer: { subject: null, role: "anonymous" },
  request: new Request("http://localhost/soorten/ree", { method: "POST" }),
  ip,
  now,
});

let reeMale: number;

beforeAll(() => {
  env = freshDatabase();
  importContent(content);
  addPhoto("ree", "vrouwtje");
  reeMale = addPhoto("ree", "mannetje");
  addPhoto("ree", null, "rejected");
  addPhoto("damhert", "vrouwtje");
  addPhoto("damhert", "mannetje");
  for (const s of content.species.filter((s) => s.group === "eenden")) addPhoto(s.id, null);
});
afterAll(() => env.cleanup());

describe("the species guide's queries", () => {
  it("lists every species by group, in the groups' order, each with the photo that stands for it under the guide's key", () => {
    const groups = speciesByGroup();
    const order = groups.map((g) => speciesGroups.indexOf(g.group as (typeof speciesGroups)[number]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(groups.flatMap((g) => g.species.map((s) => s.id)).sort()).toEqual(content.species.map((s) => s.id).sort());
    const ree = groups.find((g) => g.group === "hoefdieren")!.species.find((s) => s.id === "ree")!;
    expect(ree).toMatchObject({ name: "ree", scientificName: "Capreolus capreolus" });
    expect(ree.photo?.view).toBe("mannetje");
    expect(ree.photo?.key).toBe(sealPhotoId(reeMale, "guide"));
    expect(ree.photo?.key).not.toBe(sealPhotoId(reeMale));
    const edelhert = groups.find((g) => g.group === "hoefdieren")!.species.find((s) => s.id === "edelhert")!;
    expect(edelhert.photo).toBeNull();
  });

  it("gives one species with its ready photos and their credits, its look-alikes with their key marks, and its study sections", () => {
    const ree = guideSpecies("ree", true)!;
    const record = content.species.find((s) => s.id === "ree")!;
    expect(ree.photos.map((p) => p.view)).toEqual(["vrouwtje", "mannetje"]);
    expect(ree.photos[1]).toEqual({
      key: sealPhotoId(reeMale, "guide"),
      view: "mannetje",
      width: 1600,
      height: 1067,
      credit: {
        author: "Jan Fotograaf",
        license: "CC BY-SA 4.0",
        licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0",
        sourceUrl: "https://commons.example/wiki/File:ree",
      },
    });
    expect(ree.marks).toEqual(record.marks);
    expect(ree.keyMark).toBe(record.key_mark);
    expect(ree.lookalikeSpecies.map((l) => l.id)).toEqual(record.lookalikes);
    expect(ree.lookalikeSpecies[0]!.keyMark).toBe(content.species.find((s) => s.id === record.lookalikes[0])!.key_mark);
    const expected = content.leerstof.flatMap((c) => c.sections.filter((s) => s.species.includes("ree")).map((s) => s.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(ree.sections.map((s) => s.id)).toEqual(expected);
    expect(ree.pictureQuestions).toBeGreaterThan(0);
    expect(ree.law).toEqual(
      record.law
        ? {
            labels: lawStatusLabelList(record.law.status),
            note: record.law.note ?? null,
            sources: record.law.sources,
            checkedOn: record.law.checked_on,
          }
        : null,
    );
    expect(guideSpecies("bestaat-niet", true)).toBeNull();
  });

  it("finds a section by the species its list names, not by a name that only starts the same", () => {
    expect(sectionsAbout("ree").length).toBeGreaterThan(0);
    expect(sectionsAbout("re")).toEqual([]);
  });

  it("gives where the law places a species with the guide's labels, and nothing where no law is recorded", () => {
    const original = env.db.select({ law: species.law }).from(species).where(eq(species.id, "ree")).get()!.law;
    const law = {
      status: ["landelijk-vrijgesteld", "wildsoort", "onbekend"],
      note: null,
      sources: ["Omgevingswet art. 8.3"],
      checkedOn: "2026-11-27",
    };
    env.db.update(species).set({ law }).where(eq(species.id, "ree")).run();
    expect(guideSpecies("ree", true)!.law).toEqual({
      labels: ["Wildsoort", "Landelijk vrijgesteld"],
      note: null,
      sources: law.sources,
      checkedOn: "2026-11-27",
    });
    env.db.update(species).set({ law: null }).where(eq(species.id, "ree")).run();
    expect(guideSpecies("ree", true)!.law).toBeNull();
    env.db.update(species).set({ law: original }).where(eq(species.id, "ree")).run();
  });

  it("gives two species with their photos for a comparison, or null when either is unknown", () => {
    const [a, b] = comparedSpecies("ree", "damhert")!;
    expect(a.id).toBe("ree");
    expect(b.photos.map((p) => p.view)).toEqual(["vrouwtje", "mannetje"]);
    expect(comparedSpecies("ree", "bestaat-niet")).toBeNull();
  });

  it("gives the picture questions of a species or group that have a photo in their view", () => {
    const ids = speciesPictureQuestionIds("ree", true);
    expect(ids.length).toBeGreaterThan(0);
    const rows = env.db
      .select()
      .from(questions)
      .all()
      .filter((q) => ids.includes(q.id));
    expect(rows.every((q) => q.qType === "afbeelding" && q.speciesId === "ree")).toBe(true);
    // Free questions only without premium.
    expect(speciesPictureQuestionIds("ree", false).length).toBeLessThanOrEqual(ids.length);
    expect(speciesPictureQuestionIds("edelhert", true)).toEqual([]);
    const group = groupPictureQuestionIds("hoefdieren", true);
    expect(group).toEqual(expect.arrayContaining(ids));
    expect(group.some((id) => speciesPictureQuestionIds("damhert", true).includes(id))).toBe(true);
  });
});

describe("'Oefen deze soort' and 'Oefen deze groep'", () => {
  const attemptsOf = (title: string) => env.db.select().from(testAttempts).where(eq(testAttempts.title, title)).all();

  it("starts a personal test of the species' picture questions among its look-alikes', whose title does not name the answer alone", async () => {
    const started = await startGuidePractice(visitor("10.1.0.1"), { intent: "oefen-soort", soort: "ree" });
    expect(started).toMatchObject({ ok: true });
    const [attempt] = attemptsOf("Ree en de soorten die erop lijken");
    expect(attempt).toMatchObject({ mode: "personal", status: "active" });
    const asked = env.db.select().from(testAttemptAnswers).where(eq(testAttemptAnswers.attemptId, attempt!.id)).all();
    const pool = ["ree", "damhert", "edelhert", "chinese-muntjak"].flatMap((id) => speciesPictureQuestionIds(id, false));
    // Only ree and damhert have photos here: both are asked.
    expect(pool.some((id) => id.includes("damhert"))).toBe(true);
    expect(asked.length).toBe(Math.min(10, pool.length));
    expect(asked.every((a) => pool.includes(a.questionId))).toBe(true);
  });

  it("starts a group's test with the picture questions of its species", async () => {
    const started = await startGuidePractice(visitor("10.1.0.2"), { intent: "oefen-groep", groep: "eenden" });
    expect(started).toMatchObject({ ok: true });
    const [attempt] = attemptsOf("Groep: eenden");
    const asked = env.db.select().from(testAttemptAnswers).where(eq(testAttemptAnswers.attemptId, attempt!.id)).all();
    expect(asked.length).toBe(10);
    expect(asked.every((a) => groupPictureQuestionIds("eenden", false).includes(a.questionId))).toBe(true);
  });

  it("refuses an unknown species or group, and a species without photos, changing nothing", async () => {
    const visitors = env.db.select().from(anonymousVisitors).all().length;
    const attempts = env.db.select().from(testAttempts).all().length;
    expect(await startGuidePractice(visitor("10.1.0.3"), { intent: "oefen-soort", soort: "draak" })).toEqual({
      ok: false,
      reason: "unknown-species",
    });
    expect(await startGuidePractice(visitor("10.1.0.3"), { intent: "oefen-groep", groep: "draken" })).toEqual({
      ok: false,
      reason: "unknown-group",
    });
    // Neither the wasbeer nor its look-alikes have a photo here.
    expect(await startGuidePractice(visitor("10.1.0.3"), { intent: "oefen-soort", soort: "wasbeer" })).toEqual({
      ok: false,
      reason: "empty",
      setCookie: null,
    });
    expect(env.db.select().from(anonymousVisitors).all().length).toBe(visitors);
    expect(env.db.select().from(testAttempts).all().length).toBe(attempts);
  });
});
