import { z } from "zod";
import { checkedOnSchema, idSchema, text } from "./shared";

// content/categories.yaml and content/questions/*.yaml: the question bank.

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

export const categorySchema = z.strictObject({
  id: idSchema,
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
  wolf: { name: "De wolf: status, herkennen, wat te doen, schade", minimum: 8 },
  "natura-2000": { name: "Natura 2000 en wat het betekent voor jacht en beheer", minimum: 6 },
  "wapens-particulieren": { name: "Wapens tussen particulieren: verlof, verwerven, verkopen, overdragen", minimum: 4 },
  "eigendom-wild": { name: "Van wie geschoten, gevonden of ingerasterd wild is; schade tussen buren", minimum: 3 },
  "weg-en-raster": { name: "Jagen vanaf de weg of berm, en binnen een raster in het jachtveld", minimum: 3 },
  "leeftijd-grofwild": { name: "Leeftijd van grofwild bepalen", minimum: 4 },
  "afstand-schatten": { name: "Afstand schatten", minimum: 3 },
  "strenge-winter": { name: "Jagen bij strenge winterkou", minimum: 3 },
  "vergunning-bij-zich": { name: "De vergunning bij je hebben in het veld", minimum: 1 },
  "boog-en-kruisboog": { name: "Boog en kruisboog als verboden middelen", minimum: 1 },
  "lokmiddelen": { name: "Mechanische en elektronische lokmiddelen", minimum: 1 },
  "twijfelachtig-schot": { name: "Een twijfelachtig schot melden", minimum: 1 },
  "zweethond": { name: "Een zweethond inschakelen", minimum: 1 },
} as const;
export type ContentTopic = keyof typeof contentTopics;
const topicIds = Object.keys(contentTopics) as [ContentTopic, ...ContentTopic[]];

export const questionTypes = ["basic", "situatie", "afbeelding", "begrip", HISTORY_TYPE] as const;

export const questionSchema = z
  .strictObject({
    id: idSchema,
    question: text("question"),
    correct: text("correct"),
    wrong: z.tuple([text("wrong[0]"), text("wrong[1]"), text("wrong[2]")], {
      error: "wrong moet precies drie foute antwoorden hebben",
    }),
    explanation: text("explanation"),
    type: z.enum(questionTypes, { error: `type moet een van ${questionTypes.join(", ")} zijn` }),
    premium: z.boolean({ error: "premium moet true of false zijn" }),
    source: text("source"),
    checked_on: checkedOnSchema,
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

export type CategoryRecord = z.infer<typeof categorySchema>;
export type QuestionRecord = z.infer<typeof questionSchema>;
