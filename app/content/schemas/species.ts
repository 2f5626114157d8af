import { z } from "zod";
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
});

export type SpeciesRecord = z.infer<typeof speciesSchema>;
