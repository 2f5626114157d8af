import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MAX, contactSchema } from "~/lib/schemas/contact";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  const submission = parseWithZod(data, { schema: contactSchema });
  return { ...submission, error: submission.status === "error" ? submission.error : undefined };
}

describe("contactSchema", () => {
  it("accepts an e-mail address and a message, trimmed", () => {
    const result = form({ email: " jager@voorbeeld.nl ", message: "  Een vraag over de app.  " });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toMatchObject({ email: "jager@voorbeeld.nl", message: "Een vraag over de app." });
  });

  it("asks for both fields", () => {
    const result = form({ email: "", message: "   " });
    expect(result.status).toBe("error");
    expect(result.error?.email).toEqual(["Vul je e-mailadres in."]);
    expect(result.error?.message).toEqual(["Vul je bericht in."]);
  });

  it("rejects an invalid address", () => {
    expect(form({ email: "geen-adres", message: "Hallo" }).error?.email).toEqual(["Ongeldig e-mailadres."]);
  });

  it("allows a message of 5000 characters, not one more", () => {
    expect(CONTACT_MESSAGE_MAX).toBe(5000);
    expect(form({ email: "a@voorbeeld.nl", message: "x".repeat(5000) }).status).toBe("success");
    expect(form({ email: "a@voorbeeld.nl", message: "x".repeat(5001) }).error?.message).toEqual([
      "Je bericht mag maximaal 5000 tekens lang zijn.",
    ]);
  });

  it("keeps line breaks as LF and counts each as one character, as the browser does", () => {
    const result = form({ email: "a@voorbeeld.nl", message: "regel\r\n".repeat(833) + "xx" });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value.message).toBe("regel\n".repeat(833) + "xx");
  });
});
