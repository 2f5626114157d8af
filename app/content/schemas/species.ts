import { z } from "zod";
import { lawSourceProblems, lawStatuses } from "../species-law";
import { checkedOnSchema, idSchema, text } from "./shared";

// content/species.yaml: the species the picture questions show, with their marks and photos to fetch.

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

/**
 * Where the law places the species, resting on checked sources: one or more statuses, an optional short Dutch
 * note (a regional exception, a date), the sources (the law or a public body first) and the date they were read.
 * Left out where no checked source says anything.
 */
export const speciesLawSchema = z
  .strictObject({
    status: z
      .array(z.enum(lawStatuses, { error: `law.status moet een van ${lawStatuses.join(", ")} zijn` }))
      .min(1, "law.status: minstens één status")
      .refine((statuses) => new Set(statuses).size === statuses.length, "law.status: een status staat er twee keer"),
    note: z.string().trim().min(1, "law.note is leeg").max(240, "law.note: ten hoogste 240 tekens").optional(),
    sources: z.array(text("law.sources")).min(1, "law.sources: minstens één bron voor de status"),
    checked_on: checkedOnSchema,
  })
  .superRefine((law, ctx) => {
    for (const problem of lawSourceProblems(law.sources)) ctx.addIssue({ code: "custom", path: ["sources"], message: `law.sources: ${problem}` });
  });

export type SpeciesLaw = z.infer<typeof speciesLawSchema>;

/** A species the recognition questions show: content/species.yaml. */
export const speciesSchema = z.strictObject({
  id: idSchema,
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
  checked_on: checkedOnSchema,
  law: speciesLawSchema.optional(),
});

export type SpeciesRecord = z.infer<typeof speciesSchema>;
