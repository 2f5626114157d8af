import { z } from "./zod";

// The study guide's two forms on a chapter page: 'Gelezen' and 'Oefen deze paragraaf'.

export const LEERSTOF_MESSAGES = { unknownSection: "Deze paragraaf bestaat niet (meer). Kies een paragraaf op deze pagina." } as const;

/** Whether a posted form is one of a chapter page's: its intent is, whatever its section names. */
export function isSectionForm(form: FormData): boolean {
  const intent = form.get("intent");
  return intent === "read" || intent === "practise";
}

const section = z.string({ error: LEERSTOF_MESSAGES.unknownSection }).regex(/^[a-z0-9-]{1,100}$/, LEERSTOF_MESSAGES.unknownSection);

export const sectionFormSchema = z.discriminatedUnion("intent", [
  /** 'Gelezen': `read` 1 marks the section as read, 0 takes the mark back. */
  z.object({ intent: z.literal("read"), section, read: z.enum(["0", "1"]) }),
  z.object({ intent: z.literal("practise"), section }),
]);
