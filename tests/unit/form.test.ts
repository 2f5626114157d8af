import { parseWithZod } from "@conform-to/zod/v4";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { readForm } from "~/services/requests/form.server";
import { emailOnlySchema, loginSchema, signupSchema } from "~/lib/schemas/auth";
import { checkoutSchema } from "~/lib/schemas/checkout";
import { dutchErrors } from "~/lib/schemas/errors";

function post(body: BodyInit, contentType?: string) {
  return new Request("http://localhost/auth", { method: "POST", body, headers: contentType ? { "content-type": contentType } : {} });
}

async function refusal(request: Request): Promise<number> {
  try {
    await readForm(request);
  } catch (error) {
    // data() thrown from an action becomes an error response for the ErrorBoundary.
    const status = (error as { init?: { status?: number } }).init?.status;
    if (typeof status === "number") return status;
    if (isRouteErrorResponse(error)) return error.status;
    throw error;
  }
  throw new Error("the form was accepted");
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readForm(post("email=a%40b.nl&intent=login", "application/x-www-form-urlencoded;charset=UTF-8"))).get("email")).toBe(
      "a@b.nl",
    );
    const multipart = new FormData();
    multipart.append("email", "a@b.nl");
    expect((await readForm(new Request("http://localhost/auth", { method: "POST", body: multipart }))).get("email")).toBe("a@b.nl");
  });

  it("refuses a body that is not a form: 415 for another type, 400 for a form that cannot be read", async () => {
    expect(await refusal(post('{"email":"a@b.nl"}', "application/json"))).toBe(415);
    expect(await refusal(post("email=a@b.nl", "text/plain"))).toBe(415);
    expect(await refusal(post(new Uint8Array([1, 2, 3])))).toBe(415);
    expect(await refusal(post("email=a", "multipart/form-data; boundary=x"))).toBe(400);
  });

  it("keeps only flat text fields, so Conform never expands a path such as categories[99999999]", async () => {
    const multipart = new FormData();
    multipart.append("email", "a@b.nl");
    multipart.append("categories[99999999]", "x");
    multipart.append("__proto__.polluted", "x");
    multipart.append("a.b", "x");
    multipart.append("upload", new File(["x"], "x.txt"));
    const form = await readForm(new Request("http://localhost/auth", { method: "POST", body: multipart }));
    expect([...form.keys()]).toEqual(["email"]);
  });
});

describe("dutchErrors", () => {
  it("puts what a hand-made request gets wrong in Dutch, and leaves the schemas' own messages alone", () => {
    const repeated = new FormData();
    for (const [k, v] of [
      ["intent", "activate"],
      ["email", "a@b.nl"],
      ["password", "x"],
      ["promoCode", "a"],
      ["promoCode", "b"],
    ])
      repeated.append(k!, v!);
    const twice = parseWithZod(repeated, { schema: loginSchema, error: dutchErrors });
    expect(twice.status === "error" && twice.error?.promoCode).toEqual(["Deze invoer is ongeldig."]);

    // A schema's own message still wins.
    const email = new FormData();
    email.append("email", "a@b.nl");
    email.append("email", "c@d.nl");
    const own = parseWithZod(email, { schema: emailOnlySchema, error: dutchErrors });
    expect(own.status === "error" && own.error?.email).toEqual(["Vul je e-mailadres in."]);

    const login = new FormData();
    login.append("intent", "login");
    login.append("email", "a@b.nl");
    login.append("password", "x".repeat(2000));
    const long = parseWithZod(login, { schema: loginSchema, error: dutchErrors });
    expect(long.status === "error" && long.error?.password).toEqual(["Dit veld is te lang."]);

    const signup = new FormData();
    for (const [k, v] of [
      ["email", "a@b.nl"],
      ["password", "geheim-1"],
      ["confirmPassword", "geheim-1"],
      ["terms", "ja"],
      ["privacy", "on"],
    ])
      signup.append(k!, v!);
    const checkbox = parseWithZod(signup, { schema: signupSchema, error: dutchErrors });
    expect(checkbox.status === "error" && checkbox.error?.terms).toEqual(["Deze invoer is ongeldig."]);

    const checkout = parseWithZod(new FormData(), { schema: checkoutSchema, error: dutchErrors });
    const errors = checkout.status === "error" ? Object.values(checkout.error ?? {}).flat() : [];
    expect(errors.length).toBeGreaterThan(0);
    for (const message of errors) expect(message).not.toMatch(/Invalid|expected|Too (big|small)/);
  });
});
