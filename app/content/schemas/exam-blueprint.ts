import { z } from "zod";

/** content/exam-blueprint.yaml: how a simulated exam is made up (our own approximation, see the file). */
export const examBlueprintSchema = z
  .strictObject({
    total: z.number().int().min(1).max(200),
    pictures: z.number().int().min(0),
    pass_mark: z.number().int().min(1),
    categories: z.record(z.string().regex(/^[a-z0-9-]+$/), z.number().int().min(0)),
    /** The fewest questions without a picture an exam draws from each exam subject (1–12), within the categories' shares. */
    subjects: z.record(z.string().regex(/^(?:[1-9]|1[0-2])$/, "subjects: een examenonderwerp van 1 tot en met 12"), z.number().int().min(0)),
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
    const minimums = Object.values(b.subjects).reduce((a, n) => a + n, 0);
    if (minimums > b.total - b.pictures) {
      ctx.addIssue({
        code: "custom",
        path: ["subjects"],
        message: `de onderwerpen vragen samen ${minimums} vragen, meer dan de ${b.total - b.pictures} zonder foto`,
      });
    }
    if (b.pass_mark > b.total) ctx.addIssue({ code: "custom", path: ["pass_mark"], message: "pass_mark is groter dan total" });
  });

export type ExamBlueprintRecord = z.infer<typeof examBlueprintSchema>;
