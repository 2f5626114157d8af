import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { lawSourceProblems, lawStatuses, lawStatusLabelList, lawStatusLabels, speciesLawSchema, speciesSchema } from "~/content";

const good = {
  status: ["wildsoort", "landelijk-vrijgesteld"],
  note: "In Noord-Holland kon de landelijke vrijstelling na een uitspraak van de Raad van State niet meer worden gebruikt.",
  sources: ["Omgevingswet art. 8.3 lid 4; https://iplo.nl/regelgeving/regels-voor-activiteiten/activiteiten-natuur/jacht"],
  checked_on: "2026-11-27",
};

const messages = (law: unknown) => {
  const result = speciesLawSchema.safeParse(law);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("the law field of a species", () => {
  it("accepts statuses with a source that cites the law", () => {
    expect(messages(good)).toEqual([]);
    expect(messages({ ...good, note: undefined })).toEqual([]);
  });

  it("refuses a status without a source", () => {
    expect(messages({ ...good, sources: [] })).toContain("law.sources: minstens één bron voor de status");
    expect(messages({ ...good, sources: ["  "] })[0]).toContain("law.sources is leeg");
  });

  it("refuses an unknown status, no status, or one status twice", () => {
    expect(messages({ ...good, status: ["jachtwild"] })[0]).toContain("law.status moet een van wildsoort");
    expect(messages({ ...good, status: [] })).toContain("law.status: minstens één status");
    expect(messages({ ...good, status: ["beschermd", "beschermd"] })).toContain("law.status: een status staat er twee keer");
  });

  it("refuses unknown keys, a missing date and an empty note", () => {
    expect(messages({ ...good, statuses: ["wildsoort"] }).join(" ")).toMatch(/statuses/);
    const { checked_on: _omitted, ...undated } = good;
    expect(messages(undated)[0]).toContain("checked_on");
    expect(messages({ ...good, note: " " })).toContain("law.note is leeg");
  });

  it("wants the law or a public body first, and never the test copy of the law database or a blog", () => {
    expect(messages({ ...good, sources: ["https://www.vogelbescherming.nl/x", good.sources[0]] })[0]).toContain("de eerste bron");
    expect(messages({ ...good, sources: ["https://www.bij12.nl/onderwerp/wolf/"] })).toEqual([]);
    expect(lawSourceProblems(["Bal art. 11.54; https://wetten-acc.overheid.nl/BWBR0041330"])[0]).toContain("testomgeving");
    expect(lawSourceProblems(["https://www.bij12.nl/x", "https://iemand.blogspot.com/das"])[0]).toContain("hobbysite");
  });
});

describe("status labels", () => {
  it("gives every status a Dutch label", () => {
    expect(Object.keys(lawStatusLabels).sort()).toEqual([...lawStatuses].sort());
    expect(lawStatusLabels["landelijk-vrijgesteld"]).toBe("Landelijk vrijgesteld");
    expect(lawStatusLabels["exoot-unielijst"]).toBe("Exoot op de Unielijst");
    for (const label of Object.values(lawStatusLabels)) expect(label).toMatch(/^[A-Z][a-z]/);
  });

  it("lists a species' labels in a fixed order", () => {
    expect(lawStatusLabelList(["beschermd", "wildsoort", "landelijk-vrijgesteld"])).toEqual([
      "Wildsoort",
      "Landelijk vrijgesteld",
      "Beschermd",
    ]);
  });
});

describe("the species list", () => {
  const species = (YAML.parse(readFileSync(path.resolve("content/species.yaml"), "utf8")) as unknown[]).map((s) => speciesSchema.parse(s));
  const withStatus = (status: (typeof lawStatuses)[number]) =>
    species
      .filter((s) => s.law?.status.includes(status))
      .map((s) => s.id)
      .sort();

  it("names the five wildsoorten of the Omgevingswet", () => {
    expect(withStatus("wildsoort")).toEqual(["fazant", "haas", "houtduif", "konijn", "wilde-eend"]);
  });

  it("names the six landelijk vrijgestelde soorten", () => {
    expect(withStatus("landelijk-vrijgesteld")).toEqual(["canadese-gans", "houtduif", "kauw", "konijn", "vos", "zwarte-kraai"]);
  });

  it("gives no exotic species a protected status", () => {
    const exotic = new Set(withStatus("exoot-unielijst"));
    expect(withStatus("beschermd").filter((id) => exotic.has(id))).toEqual([]);
  });
});
