import { describe, expect, it } from "vitest";
import { SITTINGS, sittingOf } from "~/lib/learning/sittings";

describe("sittings of the learning route and 'Mijn fouten'", () => {
  it("are personal tests named after them", () => {
    expect(sittingOf("personal", SITTINGS.route.title)).toBe("route");
    expect(sittingOf("personal", SITTINGS.mistakes.title)).toBe("mistakes");
  });
  it("any other test is no sitting, whatever its title", () => {
    expect(sittingOf("personal", "Persoonlijk Oefenen")).toBeNull();
    expect(sittingOf("quick", SITTINGS.route.title)).toBeNull();
    expect(sittingOf("category", "Oefenen: Leerroute")).toBeNull();
  });
  it("lead back to their own page", () => {
    expect(SITTINGS.route.href).toBe("/leerroute");
    expect(SITTINGS.mistakes.href).toBe("/mijn-fouten");
  });
});
