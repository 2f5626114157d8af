import { describe, expect, it } from "vitest";
import {
  citationKind,
  citesLawFirst,
  citesOfficial,
  coverageFigures,
  coverageProblems,
  coverageReport,
  refusedSource,
  sourceKinds,
  subjectOf,
  SUBJECT_MINIMUMS,
  contentTopics,
  type ContentTopic,
} from "~/content";

const q = (over: Partial<Parameters<typeof coverageFigures>[0][number]> = {}) => ({
  id: "x",
  categoryId: "jachtrecht",
  question: "Wanneer mag je jagen?",
  correct: "Overdag",
  wrong: ["'s Nachts", "Bij mist", "Bij vorst"] as [string, string, string],
  source: "Omgevingswet art. 8.1",
  ...over,
});

describe("citations", () => {
  it("counts an article, a regulation, an ECLI, an official publication or a page as specific", () => {
    for (const source of [
      "Omgevingsregeling art. 4.17",
      "Bal artikel 11.54",
      "Verordening (EU) 2021/57, bijlage XVII",
      "Verordening (EG) nr. 853/2004",
      "ECLI:NL:RVS:2018:1875",
      "Stcrt. 2022, 19875",
      "https://www.bij12.nl/onderwerp/faunaschade/",
    ]) {
      expect(citationKind(source), source).toBe("specifiek");
    }
  });

  it("calls a bare organisation or 'facts.md' vague, and any Belgian address Belgian", () => {
    expect(citationKind("KNJV, vragen over jachtgeweren (facts.md: KNJV-geweren)")).toBe("vaag");
    expect(citationKind("biologielessen.nl")).toBe("vaag");
    expect(citationKind("Verordening (EU) 2021/57; https://www.rechtenkrant.be/lood")).toBe("belgisch");
    expect(citationKind("belgiumbirds.be (smient)")).toBe("belgisch");
    expect(citationKind("https://www.vogelbescherming.nl/ontdek-vogels/kennis-over-vogels/vogelgids/vogel/smient")).toBe("specifiek");
  });
});

describe("coverage", () => {
  it("takes the subject from the category unless the question names one", () => {
    expect(subjectOf({ categoryId: "faunaschade" })).toBe(7);
    expect(subjectOf({ categoryId: "faunaschade", subject: 8 })).toBe(8);
    expect(subjectOf({ categoryId: "onbekend" })).toBeNull();
  });

  it("counts subjects, themes, specific sources and questions on limited topics", () => {
    const f = coverageFigures([
      q({ id: "a" }),
      q({ id: "b", categoryId: "wapens", topic: "ballistiek", source: "KNJV" }),
      q({ id: "c", categoryId: "wapens", question: "Wat verbiedt de regel over loodhagel?", source: "hunting.be" }),
      q({ id: "d", question: "Wat besloot minister Van der Wal over de konijnenjacht?", subject: 12 }),
      q({ id: "g", question: "Bij wie ga je in beroep?", correct: "Bij de minister van Justitie en Veiligheid" }),
      q({ id: "e", question: "Wat is volgens de KNJV een goede hond?" }),
      q({ id: "f", question: "Wat staat volgens de Omgevingswet in het faunabeheerplan?" }),
    ]);
    expect(f.bySubject[5]).toBe(4);
    expect(f.bySubject[9]).toBe(2);
    expect(f.bySubject[12]).toBe(1);
    expect(f.byTopic.ballistiek).toBe(1);
    expect(f.citations).toEqual({ specifiek: 5, vaag: 1, belgisch: 1 });
    expect(f.specificShare).toBeCloseTo(5 / 7);
    // "Omgevingswet art. 8.1" names the article but cites no official text; none of these does.
    expect(f.primary).toBe(0);
    expect(coverageFigures([q({ source: "ECLI:NL:RVS:2018:1875" }), q({ source: "https://wetten.overheid.nl/BWBR0042436" })]).primary).toBe(
      2,
    );
    expect(f.belgian).toEqual(["c"]);
    expect(Object.fromEntries(f.limited.map((t) => [t.name, t.ids]))).toMatchObject({
      "loodhagel en lood in munitie": ["c"],
      "ministers en politici": ["d"],
      "'volgens [organisatie]'": ["e"],
    });
  });

  it("prints each theme against its minimum", () => {
    const report = coverageReport([q({ topic: "jachtmethoden" })]);
    expect(report).toMatch(/Jachtmethoden\s+1 \/ 20 {2}TE WEINIG/);
    expect(report).toContain("Bronnen: 1 specifiek");
  });
});

describe("what content:check refuses", () => {
  it("names themes under their minimum, limited topics over their maximum, and vague or Belgian sources", () => {
    const enough = (topic: ContentTopic, n: number) => Array.from({ length: n }, (_, i) => q({ id: `${topic}-${i}`, topic }));
    const subject = (n: 4 | 10, count: number) => Array.from({ length: count }, (_, i) => q({ id: `s${n}-${i}`, subject: n }));
    const full = [
      ...(Object.entries(contentTopics) as [ContentTopic, { minimum: number }][]).flatMap(([id, t]) => enough(id, t.minimum)),
      ...subject(4, SUBJECT_MINIMUMS[4]!),
      ...subject(10, SUBJECT_MINIMUMS[10]!),
    ];
    expect(coverageProblems(full)).toEqual([]);
    const problems = coverageProblems([
      ...full.slice(1, -1),
      q({ id: "lood", question: "Waar is loodhagel verboden?", source: "KNJV" }),
      q({ id: "be", source: "https://www.hunting.be/regels" }),
      q({ id: "volgens", question: "Wat is volgens de KNJV een goede hond?" }),
    ]);
    expect(problems).toEqual([
      "Ballistiek en schietveiligheid: 24 vragen, minimaal 25",
      "'volgens [organisatie]': 1 vragen, hoogstens 0 (volgens)",
      "bron zonder artikel, verordening, ECLI, publicatie of pagina: lood",
      "Belgische bron: be",
      "examenonderwerp 10: 24 vragen, minimaal 25",
    ]);
  });
});

describe("source kinds", () => {
  it("tells the law, a public body, an association and the rest apart", () => {
    expect([...sourceKinds("Bal art. 11.54; https://iplo.nl/regelgeving/jacht/")]).toEqual(["wet", "overheid"]);
    expect([...sourceKinds("artikel 3:4 van het Bal")]).toEqual(["wet"]);
    expect([...sourceKinds("https://wetten.overheid.nl/BWBR0008804/2024-01-01#Artikel31")]).toContain("wet");
    expect([...sourceKinds("Verordening (EU) nr. 1143/2014")]).toEqual(["wet"]);
    expect([...sourceKinds("https://zoek.officielebekendmakingen.nl/stcrt-2023-1.html")]).toEqual(["wet"]);
    expect([...sourceKinds("https://www.bij12.nl/onderwerp/faunazaken/")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://friesland.faunabeheereenheid.com/x")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://www.zeeland.nl/natuur")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://www.faunaloketdrenthe.nl/jacht/")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://www.belastingdienst.nl/bibliotheek/handboeken/html/boeken/HVGEM/x.html")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://aandeslagmetdeomgevingswet.nl/thema/natuur/")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://www.atlasnatuurlijkkapitaal.nl/natura-2000-gebieden-0")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://www.noordzeeloket.nl/beleid/x")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://natura2000.nl/nieuws/x")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://www.ggddrenthe.nl/gezondheid/x")]).toEqual(["overheid"]);
    expect([...sourceKinds("https://www.ivnoisterwijk.nl/index.php/x")]).toEqual(["vereniging"]);
    expect([...sourceKinds("https://www.jagersvereniging.nl/x; https://www.wbe-nijkerk.nl/y")]).toEqual(["vereniging"]);
    expect([...sourceKinds("https://www.naturetoday.com/x")]).toEqual(["overig"]);
    // An article with no law named is not the law itself.
    expect([...sourceKinds("art. 3.1")]).toEqual(["overig"]);
    expect(citesOfficial("https://www.jagersvereniging.nl/x; Omgevingsregeling art. 4.17")).toBe(true);
    expect(citesOfficial("https://www.jagersvereniging.nl/x")).toBe(false);
  });

  it("refuses the law database's test copy and personal or hobby sites", () => {
    expect(refusedSource("https://wetten-acc.overheid.nl/BWBR0008804")).toMatch(/testomgeving/);
    expect(refusedSource("https://infodedieren.jouwweb.nl/ree")).toMatch(/hobbysite/);
    expect(refusedSource("https://exota.blogspot.com/x")).toMatch(/hobbysite/);
    expect(refusedSource("https://iets.wordpress.com/x")).toMatch(/hobbysite/);
    expect(refusedSource("https://www.infopolitie.nl/wapens")).toMatch(/niet van de politie/);
    expect(refusedSource("https://wetten.overheid.nl/BWBR0008804")).toBeNull();
  });

  it("fails the bank when less than half of it cites the law or a public body, or a source is refused", () => {
    const half = [q({ id: "a", source: "https://www.bij12.nl/x" }), q({ id: "b", source: "https://www.jagersvereniging.nl/x" })];
    expect(coverageProblems(half).some((p) => p.includes("overheidsorgaan"))).toBe(false);
    const less = [...half, q({ id: "c", source: "https://www.naturetoday.com/x" })];
    expect(coverageProblems(less)).toContainEqual(
      expect.stringMatching(/^33% van de vragen citeert de wet of een overheidsorgaan, minimaal 50%/),
    );
    expect(coverageProblems([q({ id: "d", source: "https://wetten-acc.overheid.nl/x" })])).toContainEqual(
      expect.stringMatching(/niet kan controleren: wetten-acc\.overheid\.nl.*: d$/),
    );
  });
});

describe("law questions", () => {
  it("cite the law before the page that explains it", () => {
    expect(citesLawFirst("Bal art. 11.54; https://iplo.nl/x")).toBe(true);
    expect(citesLawFirst("https://iplo.nl/x; Bal art. 11.54")).toBe(false);
    expect(citesLawFirst("https://wetten.overheid.nl/BWBR0041330; https://iplo.nl/x")).toBe(true);
    // A question that rests on an explaining page only is not out of order.
    expect(citesLawFirst("https://www.nojg.nl/x")).toBe(true);
    const problems = coverageProblems([
      q({ id: "ok", source: "Wwm art. 28; https://www.justis.nl/x" }),
      q({ id: "omgekeerd", source: "https://www.nojg.nl/x; Bal art. 11.65" }),
      q({ id: "wapens", categoryId: "wapens", source: "https://www.nojg.nl/x; Bal art. 11.65" }),
    ]);
    expect(problems).toContainEqual("wetsvraag die de wet pas na een uitleg-pagina noemt: omgekeerd");
    expect(coverageReport([q({ source: "https://www.nojg.nl/x; Bal art. 11.65" })])).toContain(
      "wetsvragen (onderwerp 5 en 6): 1 van 1 citeren de wet zelf, 0 noemen die vóór de uitleg",
    );
  });
});
