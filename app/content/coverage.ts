// What the bank covers and what it rests on: questions per exam subject and per required theme, how many
// cite a specific source, and the over-drilled or trivial topics it must keep small. Pure: no I/O.
import { contentTopics, examSubjects, type ContentTopic, type ExamSubject, type QuestionRecord } from "./schemas/questions";

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
  limited: { name: string; maximum: number; ids: string[] }[];
};

export function coverageFigures(questions: readonly Q[]): CoverageFigures {
  const bySubject = Object.fromEntries(Object.keys(examSubjects).map((k) => [Number(k), 0])) as Record<ExamSubject, number>;
  const byTopic = Object.fromEntries(Object.keys(contentTopics).map((k) => [k, 0])) as Record<ContentTopic, number>;
  const citations: Record<CitationKind, number> = { specifiek: 0, vaag: 0, belgisch: 0 };
  const belgian: string[] = [];
  for (const q of questions) {
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
  return problems;
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

/** Coverage per exam subject and required theme, sources and limited topics, as text with the targets. */
export function coverageReport(questions: readonly Q[]): string {
  const f = coverageFigures(questions);
  const lines = ["Dekking per examenonderwerp (de twaalf onderwerpen van het voormalige art. 3.18 Bnb)"];
  for (const [n, name] of Object.entries(examSubjects)) {
    lines.push(`${n.padStart(3)}. ${name.padEnd(70)} ${String(f.bySubject[Number(n) as ExamSubject]).padStart(4)}`);
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
      `${f.primary} citeren de wet- of regeltekst, een uitspraak of een officiële publicatie zelf`,
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
