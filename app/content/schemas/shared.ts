import { z } from "zod";

// What every kind of content file checks the same way.

/** A required text: present and not empty once trimmed. */
export const text = (what: string) =>
  z
    .string({ error: `${what} ontbreekt` })
    .trim()
    .min(1, `${what} is leeg`);

/** An id as the files write them: lower case, digits and dashes. */
export const idSchema = z.string().regex(/^[a-z0-9-]+$/, "id: alleen kleine letters, cijfers en streepjes");

/** A date a fact was checked on, as the files write it. */
export const checkedOnSchema = z.iso.date({ error: "checked_on moet een datum zijn (JJJJ-MM-DD)" });
