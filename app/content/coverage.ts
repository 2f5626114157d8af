// What the bank covers and what it rests on: questions per exam subject and per required theme, how many
// cite a specific source, and the over-drilled or trivial topics it must keep small. Pure: no I/O.
import { contentTopics, examSubjects, type ContentTopic, type ExamSubject, type QuestionRecord } from "./schemas/questions";
import { citesLawFirst, citesOfficial, LAW_SUBJECTS, OFFICIAL_SHARE_MINIMUM, refusedSource, SOURCE_KIND_NAMES, sourceKinds, type SourceKind } from "./sources";

type Q = Pick<QuestionRecord, "id" | "question" | "correct" | "wrong" | "source" | "subject" | "topic"> & { categoryId: string };

/** The exam subject of a category's questions unless a question names another. */
export const CATEGORY_SUBJECT: Readonly<Record<string, ExamSubject>> = {
  wildkennis: 1,
  ecologie: 2,
  faunabeheer: 3,
  jachtrecht: 5,
  "wwm-veiligheid": 6,
  faunaschade: 7,
  wapens: 9,
  jachtpraktijk: 11,
};

/** Exam subjects the bank must cover with at least this many questions (issue: the thin subjects). */
export const SUBJECT_MINIMUMS: Readonly<Partial<Record<ExamSubject, number>>> = { 4: 30, 10: 25 };

export function subjectOf(q: Pick<Q, "subject" | "categoryId">): ExamSubject | null {
  return (q.subject as ExamSubject | undefined) ?? CATEGORY_SUBJECT[q.categoryId] ?? null;
}

/** A source that names what the answer rests on: an article, a regulation or directive number, an ECLI, an official publication, or the page itself. */
const SPECIFIC_SOURCE =
  /\bart(?:ikel|\.)\s*\d|\((?:EU|EG|EEG)\)\s*(?:nr\.\s*)?\d{2,4}\/\d+|\bECLI:|\b(?:stcrt|stb|kst)[-\s.]|\bStaatscourant\b|\bStaatsblad\b|https?:\/\/\S+/i;
/** The law or ruling itself: the official text, an ECLI, an official publication or the government's own explanation. */
const PRIMARY_SOURCE =
  /wetten\.overheid\.nl|officielebekendmakingen\.nl|eur-lex\.europa\.eu|data\.europa\.eu\/eli|\bECLI:|iplo\.nl|rechtspraak\.nl|\b(?:stcrt|stb|kst)[-\s.]|\bStaatscourant\b|\bStaatsblad\b/i;
/** Belgian web addresses: Belgian law and Flemish practice are not the Dutch exam. */
const BELGIAN_SOURCE = /https?:\/\/[^\s/]*\.be(?:[/\s:;,)]|$)|\b[\w-]+\.be\b/i;

export type CitationKind = "specifiek" | "vaag" | "belgisch";

export function citationKind(source: string): CitationKind {
  if (BELGIAN_SOURCE.test(source)) return "belgisch";
  return SPECIFIC_SOURCE.test(source) ? "specifiek" : "vaag";
}

/** Topics the bank must not drill or ask at all, with the most questions allowed on each. */
export const LIMITED_TOPICS = [
  { name: "loodhagel en lood in munitie", pattern: /\blood(?:hagel|vrij|houdend)?\b/i, maximum: 5 },
  { name: "het praktijkexamen", pattern: /\bpraktijkexamen|kleiduiven|schietinstructies?\b/i, maximum: 3 },
  // A named politician ("minister Van der Wal", "staatssecretaris Van Dam"), not an office that decides ("de minister van Justitie").
  {
    name: "ministers en politici",
    pattern: /\b(?:[Mm]inister|[Ss]taatssecretaris)\s+[A-Z]|\b[Kk]amerlid|\b[Mm]inister-president/,
    maximum: 0,
  },
  {
    name: "'volgens [organisatie]'",
    pattern:
      /\bvolgens (?:de |het )?(?!(?:Omgevingswet|Omgevingsregeling|Bal|Bkl|Wet|Regeling|Besluit|Verordening|Richtlijn|Circulaire)\b)[A-Z]/,
    maximum: 0,
  },
] as const;

/** A question is about a topic when its question or right answer mentions it (an explanation may name it as context). */
function asksAbout(q: Q, pattern: RegExp): boolean {
  return pattern.test(q.question) || pattern.test(q.correct);
}

export type CoverageFigures = {
  questions: number;
  bySubject: Record<ExamSubject, number>;
  byTopic: Record<ContentTopic, number>;
  citations: Record<CitationKind, number>;
  /** Share of questions whose source is specific (target ≥ 60%). */
  specificShare: number;
  /** Questions citing the law or ruling itself (PRIMARY_SOURCE). */
  primary: number;
  belgian: string[];
  /** Questions citing each kind of source (a question may cite several). */
  bySourceKind: Record<SourceKind, number>;
  /** Share of questions citing the law or a public body (target ≥ OFFICIAL_SHARE_MINIMUM). */
  officialShare: number;
  /** Questions of the law subjects (5, 6): how many cite the law itself, and which cite it after an explaining page. */
  lawQuestions: { total: number; citingLaw: number; lawNotFirst: string[] };
  /** Questions whose source is refused (refusedSource). */
  refused: string[];
  limited: { name: string; maximum: number; ids: string[] }[];
};

export function coverageFigures(questions: readonly Q[]): CoverageFigures {
  const bySubject = Object.fromEntries(Object.keys(examSubjects).map((k) => [Number(k), 0])) as Record<ExamSubject, number>;
  const byTopic = Object.fromEntries(Object.keys(contentTopics).map((k) => [k, 0])) as Record<ContentTopic, number>;
  const citations: Record<CitationKind, number> = { specifiek: 0, vaag: 0, belgisch: 0 };
  const belgian: string[] = [];
  const bySourceKind: Record<SourceKind, number> = { wet: 0, overheid: 0, vereniging: 0, overig: 0 };
  const refused: string[] = [];
  let official = 0;
  const lawQuestions = { total: 0, citingLaw: 0, lawNotFirst: [] as string[] };
  for (const q of questions) {
    if (LAW_SUBJECTS.has(subjectOf(q) ?? 0)) {
      lawQuestions.total += 1;
      if (sourceKinds(q.source).has("wet")) lawQuestions.citingLaw += 1;
      if (!citesLawFirst(q.source)) lawQuestions.lawNotFirst.push(q.id);
    }
    for (const kind of sourceKinds(q.source)) bySourceKind[kind] += 1;
    if (citesOfficial(q.source)) official += 1;
    if (refusedSource(q.source)) refused.push(q.id);
    const subject = subjectOf(q);
    if (subject) bySubject[subject] += 1;
    if (q.topic) byTopic[q.topic] += 1;
    const kind = citationKind(q.source);
    citations[kind] += 1;
    if (kind === "belgisch") belgian.push(q.id);
  }
  return {
    questions: questions.length,
    bySubject,
    byTopic,
    citations,
    specificShare: questions.length === 0 ? 0 : citations.specifiek / questions.length,
    primary: questions.filter((q) => PRIMARY_SOURCE.test(q.source)).length,
    belgian,
    bySourceKind,
    officialShare: questions.length === 0 ? 0 : official / questions.length,
    lawQuestions,
    refused,
    limited: LIMITED_TOPICS.map((t) => ({
      name: t.name,
      maximum: t.maximum,
      ids: questions.filter((q) => asksAbout(q, t.pattern)).map((q) => q.id),
    })),
  };
}

/** What content:check refuses: a theme under its minimum, a limited topic over its maximum, a source that is vague or Belgian. */
export function coverageProblems(questions: readonly Q[]): string[] {
  const f = coverageFigures(questions);
  const problems: string[] = [];
  for (const [id, topic] of Object.entries(contentTopics) as [ContentTopic, (typeof contentTopics)[ContentTopic]][]) {
    if (f.byTopic[id] < topic.minimum) problems.push(`${topic.name}: ${f.byTopic[id]} vragen, minimaal ${topic.minimum}`);
  }
  for (const t of f.limited) {
    if (t.ids.length > t.maximum) problems.push(`${t.name}: ${t.ids.length} vragen, hoogstens ${t.maximum} (${t.ids.join(", ")})`);
  }
  const vague = questions.filter((q) => citationKind(q.source) === "vaag").map((q) => q.id);
  if (vague.length) problems.push(`bron zonder artikel, verordening, ECLI, publicatie of pagina: ${vague.join(", ")}`);
  if (f.belgian.length) problems.push(`Belgische bron: ${f.belgian.join(", ")}`);
  const refusedByHost = new Map<string, string[]>();
  for (const q of questions) {
    const why = refusedSource(q.source);
    if (why) refusedByHost.set(why, [...(refusedByHost.get(why) ?? []), q.id]);
  }
  for (const [why, ids] of refusedByHost) problems.push(`bron die een kandidaat niet kan controleren: ${why}: ${ids.join(", ")}`);
  if (f.lawQuestions.lawNotFirst.length) {
    problems.push(`wetsvraag die de wet pas na een uitleg-pagina noemt: ${f.lawQuestions.lawNotFirst.join(", ")}`);
  }
  if (f.officialShare < OFFICIAL_SHARE_MINIMUM) {
    problems.push(`${pct(f.officialShare)} van de vragen citeert de wet of een overheidsorgaan, minimaal ${pct(OFFICIAL_SHARE_MINIMUM)}`);
  }
  for (const [n, minimum] of Object.entries(SUBJECT_MINIMUMS)) {
    const have = f.bySubject[Number(n) as ExamSubject];
    if (have < minimum) problems.push(`examenonderwerp ${n}: ${have} vragen, minimaal ${minimum}`);
  }
  return problems;
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

/** Coverage per exam subject and required theme, sources and limited topics, as text with the targets. */
export function coverageReport(questions: readonly Q[]): string {
  const f = coverageFigures(questions);
  const lines = ["Dekking per examenonderwerp (de twaalf onderwerpen van het voormalige art. 3.18 Bnb)"];
  for (const [n, name] of Object.entries(examSubjects)) {
    const minimum = SUBJECT_MINIMUMS[Number(n) as ExamSubject];
    const have = f.bySubject[Number(n) as ExamSubject];
    lines.push(
      `${n.padStart(3)}. ${name.padEnd(70)} ${String(have).padStart(4)}` +
        (minimum ? ` / ${minimum}  ${have >= minimum ? "ok" : "TE WEINIG"}` : ""),
    );
  }
  lines.push("", "Verplichte thema's (vragen / minimum)");
  for (const [id, topic] of Object.entries(contentTopics) as [ContentTopic, (typeof contentTopics)[ContentTopic]][]) {
    const n = f.byTopic[id];
    lines.push(`  ${topic.name.padEnd(58)} ${String(n).padStart(4)} / ${topic.minimum}  ${n >= topic.minimum ? "ok" : "TE WEINIG"}`);
  }
  lines.push(
    "",
    `Bronnen: ${f.citations.specifiek} specifiek (artikel, verordening, ECLI, publicatie of pagina) = ${pct(f.specificShare)} (doel ≥ 60%), ` +
      `${f.citations.vaag} vaag, ${f.citations.belgisch} Belgisch${f.belgian.length ? ` (${f.belgian.join(", ")})` : ""}; ` +
      `${f.primary} linken naar de officiële tekst zelf (wettenbank, uitspraak, officiële publicatie, IPLO); een artikel noemen telt hieronder bij "de wet"`,
    "",
    "Bronnen per soort (vragen die er een citeren)",
    ...(Object.keys(SOURCE_KIND_NAMES) as SourceKind[]).map(
      (k) => `  ${SOURCE_KIND_NAMES[k].padEnd(72)} ${String(f.bySourceKind[k]).padStart(4)}`,
    ),
    `  de wet of een overheidsorgaan: ${pct(f.officialShare)} van de vragen (doel ≥ ${pct(OFFICIAL_SHARE_MINIMUM)}); ` +
      `${f.refused.length} met een geweigerde bron`,
    `  wetsvragen (onderwerp 5 en 6): ${f.lawQuestions.citingLaw} van ${f.lawQuestions.total} citeren de wet zelf, ` +
      `${f.lawQuestions.total - f.lawQuestions.lawNotFirst.length} noemen die vóór de uitleg`,
    "",
    "Onderwerpen met een maximum (vragen / maximum)",
  );
  for (const t of f.limited) {
    lines.push(
      `  ${t.name.padEnd(34)} ${String(t.ids.length).padStart(4)} / ${t.maximum}  ${t.ids.length <= t.maximum ? "ok" : `TE VEEL: ${t.ids.join(", ")}`}`,
    );
  }
  return lines.join("\n");
}
