import type { z } from "zod";

/**
 * zod's own messages are English. Every schema here names its messages for what a person can type;
 * this map covers the rest (a field sent twice, a checkbox with an odd value, a missing hidden field),
 * so that even a hand-made request gets its errors in Dutch. Pass it to every parseWithZod.
 */
export const dutchErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "Vul dit veld in." : "Deze invoer is ongeldig.";
    case "too_big":
      if (issue.origin === "string") return `Dit veld is te lang (hoogstens ${issue.maximum} tekens).`;
      if (issue.origin === "array") return "Je hebt te veel gekozen.";
      return `Kies een getal tot en met ${issue.maximum}.`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? "Vul dit veld in." : `Dit veld moet minstens ${issue.minimum} tekens hebben.`;
      if (issue.origin === "array") return "Kies er minstens één.";
      return `Kies een getal vanaf ${issue.minimum}.`;
    case "invalid_format":
      return issue.format === "email" ? "Ongeldig e-mailadres." : "Deze invoer is ongeldig.";
    case "invalid_value":
      return "Kies een van de mogelijkheden.";
    default:
      return "Deze invoer is ongeldig.";
  }
};
