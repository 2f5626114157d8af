import { z } from "zod";

/**
 * Terms that must not appear in the bank: Belgian law and law that no longer applies.
 * `allowInHistory` terms may appear in a question whose type is 'historie'.
 */
export const BANNED_TERMS: { pattern: RegExp; term: string; reason: string; allowInHistory: boolean }[] = [
  {
    pattern: /\bwapenwet\b/i,
    term: "Wapenwet",
    reason: "Belgische wet; in Nederland geldt de Wet wapens en munitie",
    allowInHistory: false,
  },
  { pattern: /\bjachtverlof\b/i, term: "jachtverlof", reason: "Belgisch (Vlaams) begrip", allowInHistory: false },
  { pattern: /\bjachtakte\b/i, term: "jachtakte", reason: "sinds 2024 'omgevingsvergunning jachtgeweeractiviteit'", allowInHistory: true },
  { pattern: /\bflora-\s*en\s*faunawet\b/i, term: "Flora- en faunawet", reason: "vervallen in 2017", allowInHistory: true },
  { pattern: /\bwet natuurbescherming\b/i, term: "Wet natuurbescherming", reason: "vervallen op 1 januari 2024", allowInHistory: true },
];

export const HISTORY_TYPE = "historie";

const text = (what: string) =>
  z
    .string({ error: `${what} ontbreekt` })
    .trim()
    .min(1, `${what} is leeg`);

export const categorySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "id: alleen kleine letters, cijfers en streepjes"),
  name: text("name"),
  description: z.string().trim().optional(),
});

/**
 * The twelve subjects of the theory exam (the list of the former art. 3.18 Besluit natuurbescherming, facts.md §1).
 * A question's subject defaults to its category's; `subject` in a question overrides it.
 */
export const examSubjects = {
  1: "Het wild, andere schadeveroorzakende soorten en gelijkende soorten",
  2: "De leefomgeving van die soorten",
  3: "Het beheer van het wild",
  4: "Het beheer van edelhert, ree, damhert en wild zwijn",
  5: "Wettelijke regels over jacht en natuurbescherming",
  6: "Wettelijke regels over geweren en munitie",
  7: "Schadegevoelige gewassen en de schadeperiodes",
  8: "Maatregelen om schade te voorkomen",
  9: "Het geweer, de munitie en het gebruik ervan",
  10: "Toegestane vang- en dodingsmiddelen en hun gebruik",
  11: "Jachtmethoden en de verzorging van geschoten dieren",
  12: "Wat een goed jager betaamt",
} as const;
export type ExamSubject = keyof typeof examSubjects;

/** Themes the bank must cover with a minimum number of questions (shown by content:report). */
export const contentTopics = {
  ballistiek: { name: "Ballistiek en schietveiligheid", minimum: 25 },
  jachtmethoden: { name: "Jachtmethoden", minimum: 20 },
  weidelijkheid: { name: "Weidelijkheid en gedrag", minimum: 20 },
  gewasschade: { name: "Schadegevoelige gewassen, schadeperiodes en preventie", minimum: 30 },
  "veilig-hanteren": { name: "Veilig omgaan met het wapen in het veld", minimum: 15 },
} as const;
export type ContentTopic = keyof typeof contentTopics;
const topicIds = Object.keys(contentTopics) as [ContentTopic, ...ContentTopic[]];

export const questionTypes = ["basic", "situatie", "afbeelding", "begrip", HISTORY_TYPE] as const;

export const questionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, "id: alleen kleine letters, cijfers en streepjes"),
    question: text("question"),
    correct: text("correct"),
    wrong: z.tuple([text("wrong[0]"), text("wrong[1]"), text("wrong[2]")], {
      error: "wrong moet precies drie foute antwoorden hebben",
    }),
    explanation: text("explanation"),
    type: z.enum(questionTypes, { error: `type moet een van ${questionTypes.join(", ")} zijn` }),
    premium: z.boolean({ error: "premium moet true of false zijn" }),
    source: text("source"),
    checked_on: z.iso.date({ error: "checked_on moet een datum zijn (JJJJ-MM-DD)" }),
    /** A picture question: the species it shows (an id from species.yaml) and, optionally, the view its photo must show. */
    species: z
      .string()
      .regex(/^[a-z0-9-]+$/, "species: een id uit species.yaml")
      .optional(),
    view: z.string().trim().min(1).optional(),
    /** The exam subject (1–12, see examSubjects) when it is not the category's. */
    subject: z
      .number()
      .int()
      .min(1, "subject: een nummer van 1 tot en met 12")
      .max(12, "subject: een nummer van 1 tot en met 12")
      .optional(),
    /** A theme with a minimum in the bank (see contentTopics). */
    topic: z.enum(topicIds, { error: `topic moet een van ${topicIds.join(", ")} zijn` }).optional(),
  })
  .superRefine((q, ctx) => {
    const options = [q.correct, ...q.wrong].map((o) => o.toLocaleLowerCase("nl-NL"));
    if (new Set(options).size !== options.length) {
      ctx.addIssue({ code: "custom", message: "de vier antwoorden moeten verschillend zijn" });
    }
    if (q.type === "afbeelding" && !q.species) {
      ctx.addIssue({ code: "custom", path: ["species"], message: "een afbeeldingsvraag heeft een soort (species) nodig" });
    }
    const all = [q.question, q.correct, ...q.wrong, q.explanation].join("\n");
    for (const banned of BANNED_TERMS) {
      if (banned.allowInHistory && q.type === HISTORY_TYPE) continue;
      if (banned.pattern.test(all)) {
        ctx.addIssue({ code: "custom", message: `verboden term '${banned.term}' (${banned.reason})` });
      }
    }
  });

export const questionFileSchema = z.strictObject({
  category: z.string().min(1),
  questions: z.array(questionSchema),
});

export const speciesGroups = [
  "hoefdieren",
  "haarwild",
  "marterachtigen en roofdieren",
  "knaagdieren",
  "eenden",
  "ganzen en zwanen",
  "rallen",
  "steltlopers",
  "duiven",
  "kraaiachtigen",
  "hoenderachtigen",
  "roofvogels",
  "exoten",
] as const;

const sexLabel = text("sexes");

/** A species the recognition questions show: content/species.yaml. */
export const speciesSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "id: alleen kleine letters, cijfers en streepjes"),
  name: text("name"),
  scientific: text("scientific"),
  group: z.enum(speciesGroups, { error: `group moet een van ${speciesGroups.join(", ")} zijn` }),
  class: z.enum(["zoogdier", "vogel"], { error: "class moet zoogdier of vogel zijn" }),
  /** The field marks a candidate must know, most telling first. */
  marks: z.array(text("marks")).min(2, "marks: minstens twee kenmerken"),
  /** The one mark that tells it from its look-alikes; shown as a wrong option in their questions. */
  key_mark: text("key_mark"),
  lookalikes: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(3, "lookalikes: minstens drie soorten"),
  /** Look-alikes whose key marks are the wrong answers of the mark question, where `lookalikes` share a mark with this species. */
  mark_lookalikes: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .length(3, "mark_lookalikes: precies drie soorten")
    .optional(),
  /** Where male and female differ on a photo: the answer labels and what tells them apart. */
  sexes: z.strictObject({ male: sexLabel, female: sexLabel, others: z.tuple([sexLabel, sexLabel]), tell: text("sexes.tell") }).optional(),
  /** The photos to fetch: a view (mannetje, vrouwtje, in vlucht …) or none, the search words, and a question for that view. */
  photos: z
    .array(
      z.strictObject({
        view: z.string().trim().min(1).optional(),
        search: text("photos.search"),
        ask: z.string().trim().min(1).optional(),
      }),
    )
    .min(2, "photos: minstens twee foto's per soort"),
  source: text("source"),
  checked_on: z.iso.date({ error: "checked_on moet een datum zijn (JJJJ-MM-DD)" }),
});

/** content/exam-blueprint.yaml: how a simulated exam is made up (our own approximation, see the file). */
export const examBlueprintSchema = z
  .strictObject({
    total: z.number().int().min(1).max(200),
    pictures: z.number().int().min(0),
    pass_mark: z.number().int().min(1),
    categories: z.record(z.string().regex(/^[a-z0-9-]+$/), z.number().int().min(0)),
  })
  .superRefine((b, ctx) => {
    const sum = Object.values(b.categories).reduce((a, n) => a + n, 0);
    if (sum !== b.total - b.pictures) {
      ctx.addIssue({
        code: "custom",
        path: ["categories"],
        message: `de categorieën tellen ${sum} vragen op, niet ${b.total - b.pictures}`,
      });
    }
    if (b.pass_mark > b.total) ctx.addIssue({ code: "custom", path: ["pass_mark"], message: "pass_mark is groter dan total" });
  });

export const fallbackQuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: text("category"),
  question: text("question"),
  correct: text("correct"),
  wrong: z.tuple([text("wrong[0]"), text("wrong[1]"), text("wrong[2]")]),
  explanation: text("explanation"),
});

export const planSchema = z.strictObject({
  type: z.string().regex(/^[a-z0-9_]+$/),
  name: text("name"),
  description: text("description"),
  price_cents: z.number().int().positive(),
  regular_price_cents: z.number().int().positive().optional(),
  price_note: z.string().trim().optional(),
  discount_text: z.string().trim().optional(),
  billing: z.enum(["one_off", "subscription"]),
  duration_days: z.number().int().positive(),
  sort_order: z.number().int(),
});

export const promoCodeSchema = z.strictObject({
  code: z.string().trim().min(1),
  duration_days: z.number().int().positive(),
  is_active: z.boolean().default(true),
  max_uses: z.number().int().positive().optional(),
  expires_at: z.iso.datetime({ offset: true }).optional(),
});

export const blogFrontMatterSchema = z.strictObject({
  title: text("title"),
  description: z.string().trim().max(160, "description: hoogstens 160 tekens").optional(),
  cover_image_url: z.string().trim().optional(),
  tags: z.array(z.string().trim().min(1)).default([]),
  published_at: z
    .union([z.iso.datetime({ offset: true }), z.iso.date(), z.date()])
    .nullable()
    .default(null),
});

export type CategoryRecord = z.infer<typeof categorySchema>;
export type QuestionRecord = z.infer<typeof questionSchema>;
export type SpeciesRecord = z.infer<typeof speciesSchema>;
export type ExamBlueprintRecord = z.infer<typeof examBlueprintSchema>;
export type FallbackQuestionRecord = z.infer<typeof fallbackQuestionSchema>;
export type PlanRecord = z.infer<typeof planSchema>;
export type PromoCodeRecord = z.infer<typeof promoCodeSchema>;

export type BlogRecord = {
  slug: string;
  title: string;
  description: string | undefined;
  markdown: string;
  coverImageUrl: string | undefined;
  tags: string[];
  publishedAt: Date | null;
};

export type Content = {
  categories: CategoryRecord[];
  questions: (QuestionRecord & { categoryId: string })[];
  species: SpeciesRecord[];
  examBlueprint: ExamBlueprintRecord;
  fallbackQuestions: FallbackQuestionRecord[];
  plans: PlanRecord[];
  promoCodes: PromoCodeRecord[];
  blog: BlogRecord[];
};
