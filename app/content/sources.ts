// What a question's sources are: the law itself, a public body, an association, or something else; and the
// addresses a candidate cannot check, which the bank refuses. Pure: no I/O.

export type SourceKind = "wet" | "overheid" | "vereniging" | "overig";

export const SOURCE_KIND_NAMES: Readonly<Record<SourceKind, string>> = {
  wet: "de wet, een uitspraak of een officiële publicatie",
  overheid: "een overheidsorgaan (IPLO, BIJ12, RVO, NVWA, provincie, FBE, politie …)",
  vereniging: "een vereniging of organisatie uit het veld",
  overig: "overig",
};

/** The share of questions that must cite the law or a public body. */
export const OFFICIAL_SHARE_MINIMUM = 0.5;

/** The laws and regulations whose articles the bank cites, as a source names them. */
const LAW_NAME =
  "(?:Omgevingswet|Ow|Bal|Bkl|Ob|Omgevingsbesluit|Omgevingsregeling|Besluit activiteiten leefomgeving|Besluit kwaliteit leefomgeving|" +
  "Wwm|Wet wapens en munitie|Rwm|Regeling wapens en munitie|Bwm|Besluit wapens en munitie|Wet dieren|Besluit houders van dieren|" +
  "Wegenverkeerswet|Wetboek van Strafrecht|Sr|Burgerlijk Wetboek|BW|Wet op de economische delicten|Wed|Circulaire wapens en munitie|Cwm|" +
  // Laws that have lapsed, cited by the history questions.
  "Wet natuurbescherming|Wnb|Besluit natuurbescherming|Bnb|Regeling natuurbescherming|Flora- en faunawet|Ffw|Jachtwet|Jachtbesluit|" +
  "Besluit beheer en schadebestrijding dieren|BBSD)";
const ARTICLE = "art(?:ikel|\\.)\\s*\\d";

/** The law or a ruling itself: an article of a named law, an EU act, an ECLI, the official law database or publications. */
const LAW_SOURCE = new RegExp(
  [
    `\\b${LAW_NAME}\\s*(?:,\\s*)?${ARTICLE}`,
    `${ARTICLE}[\\w.:]*\\s+(?:van\\s+(?:de|het)\\s+)?${LAW_NAME}\\b`,
    "\\((?:EU|EG|EEG)\\)\\s*(?:nr\\.\\s*)?\\d{2,4}\\/\\d+",
    "\\b(?:Richtlijn|Verordening)\\s+(?:\\((?:EU|EG|EEG)\\)\\s*)?(?:nr\\.\\s*)?\\d{2,4}\\/\\d+",
    "\\bECLI:",
    "\\b(?:stcrt|stb|kst)[-\\s.]",
    "\\bStaatscourant\\b",
    "\\bStaatsblad\\b",
    "\\/\\/(?:www\\.)?wetten\\.overheid\\.nl",
    "officielebekendmakingen\\.nl",
    "eur-lex\\.europa\\.eu",
    "data\\.europa\\.eu\\/eli",
    "rechtspraak\\.nl",
    "raadvanstate\\.nl",
  ].join("|"),
  "i",
);

/** Public bodies: the government's own explainers and services, provinces, faunabeheereenheden, the police. */
const PUBLIC_HOSTS = [
  /(?:^|\.)iplo\.nl$/,
  /(?:^|\.)bij12\.nl$/,
  /(?:^|\.)rvo\.nl$/,
  /(?:^|\.)rijksoverheid\.nl$/,
  /(?:^|\.)overheid\.nl$/,
  /(?:^|\.)government\.nl$/,
  /(?:^|\.)politie\.nl$/,
  /(?:^|\.)nvwa\.nl$/,
  /(?:^|\.)justis\.nl$/,
  /(?:^|\.)rivm\.nl$/,
  /(?:^|\.)cbs\.nl$/,
  /(?:^|\.)clo\.nl$/,
  /(?:^|\.)infomil\.nl$/,
  /(?:^|\.)staatsbosbeheer\.nl$/,
  /(?:^|\.)rijkswaterstaat\.nl$/,
  /(?:^|\.)rws\.nl$/,
  /(?:^|\.)belastingdienst\.nl$/,
  // The government's explainer site for the Omgevingswet programme, and the ministries' natural-capital atlas.
  /(?:^|\.)aandeslagmetdeomgevingswet\.nl$/,
  /(?:^|\.)atlasnatuurlijkkapitaal\.nl$/,
  /(?:^|\.)noordzeeloket\.nl$/,
  /(?:^|\.)natura2000\.nl$/,
  // Public health services (GGD).
  /(?:^|\.)ggd[\w-]*\.nl$/,
  // Provinces.
  /(?:^|\.)(?:provincie)?(?:groningen|fryslan|drenthe|overijssel|flevoland|gelderland|utrecht|noord-holland|zuid-holland|zeeland|brabant|limburg)\.(?:nl|frl)$/,
  /(?:^|\.)provincie(?:groningen|drenthe|overijssel|utrecht|limburg)\.nl$/,
  // Faunabeheereenheden.
  /(?:^|\.)faunabeheereenheid\.(?:nl|com)$/,
  /(?:^|\.)fbe[\w-]*\.nl$/,
  // Faunaloket Drenthe: the joint desk of the province of Drenthe and its faunabeheereenheid.
  /(?:^|\.)faunaloketdrenthe\.nl$/,
];

/** Associations and organisations of hunters, nature and animals. */
const ASSOCIATION_HOSTS = [
  /(?:^|\.)jagersvereniging\.nl$/,
  /(?:^|\.)knjv[\w-]*\.\w+$/,
  /(?:^|\.)nojg\.nl$/,
  /(?:^|\.)wbe[\w-]*\.nl$/,
  /(?:^|\.)vogelbescherming\.nl$/,
  /(?:^|\.)zoogdiervereniging\.nl$/,
  /(?:^|\.)sovon\.nl$/,
  /(?:^|\.)ivn\.nl$/,
  /(?:^|\.)ivn[\w-]+\.nl$/,
  /(?:^|\.)waddenvereniging\.nl$/,
  /(?:^|\.)natuurmonumenten\.nl$/,
  /(?:^|\.)zweethonden\.nl$/,
  /(?:^|\.)jachtexamens\.nl$/,
  /(?:^|\.)dwhc\.nl$/,
  /(?:^|\.)ravon\.nl$/,
  /(?:^|\.)vlinderstichting\.nl$/,
  /(?:^|\.)zoogdieren\.nl$/,
];

/**
 * Addresses a candidate cannot trust: the test copy of the law database, and personal or hobby sites (site
 * builders and blogs, and the personal pages the bank once leaned on).
 */
const REFUSED_HOSTS: { pattern: RegExp; reason: string }[] = [
  { pattern: /(?:^|\.)wetten-acc\.overheid\.nl$/, reason: "testomgeving van wetten.overheid.nl" },
  {
    pattern:
      /(?:^|\.)(?:jouwweb\.nl|webnode\.\w+|blogspot\.\w+|wordpress\.com|wixsite\.com|weebly\.com|jimdo\w*\.com|yolasite\.com|site123\.me|strikingly\.com|hpage\.com|mijnwebsite\.\w+|startpagina\.nl|5dok\.net|123dok\.\w+)$/,
    reason: "persoonlijke of hobbysite",
  },
  { pattern: /(?:^|\.)infopolitie\.nl$/, reason: "particuliere site, niet van de politie" },
  {
    pattern: /(?:^|\.)(?:andyvanommeren\.nl|erwinvanlaar\.nl|bbirdsplace\.nl|infodedieren\.\w+|kleindierliefhebbers\.nl|ensie\.nl)$/,
    reason: "persoonlijke of hobbysite",
  },
];

function hosts(source: string): string[] {
  return [...source.matchAll(/https?:\/\/([^\s/;,)"']+)/gi)].map((m) => m[1]!.toLowerCase());
}

/** The kinds of source a question's `source` names (one or more). */
export function sourceKinds(source: string): Set<SourceKind> {
  const kinds = new Set<SourceKind>();
  if (LAW_SOURCE.test(source)) kinds.add("wet");
  for (const host of hosts(source)) {
    if (PUBLIC_HOSTS.some((p) => p.test(host))) kinds.add("overheid");
    else if (ASSOCIATION_HOSTS.some((p) => p.test(host))) kinds.add("vereniging");
    else if (!/(?:^|\.)(?:wetten\.overheid\.nl|officielebekendmakingen\.nl|eur-lex\.europa\.eu|rechtspraak\.nl)$/.test(host)) {
      kinds.add("overig");
    }
  }
  if (kinds.size === 0) kinds.add("overig");
  return kinds;
}

/** Whether a source cites the law or a public body (the kinds at least half of the bank must cite). */
export function citesOfficial(source: string): boolean {
  const kinds = sourceKinds(source);
  return kinds.has("wet") || kinds.has("overheid");
}

/** Why a source is refused, or null: an address a candidate cannot check or should not trust. */
export function refusedSource(source: string): string | null {
  for (const host of hosts(source)) {
    const refused = REFUSED_HOSTS.find((r) => r.pattern.test(host));
    if (refused) return `${host}: ${refused.reason}`;
  }
  return null;
}

/** The exam subjects whose questions ask the law: hunting and nature law (5), and guns and ammunition (6). */
export const LAW_SUBJECTS: ReadonlySet<number> = new Set([5, 6]);

/**
 * Whether a law question's source names the law before the page that explains it: true when it cites
 * no law at all (then it rests on an explaining page only) or when the law's part comes before the first
 * web address that is not itself the law.
 */
export function citesLawFirst(source: string): boolean {
  const parts = source.split(";").map((p) => p.trim());
  const firstLaw = parts.findIndex((p) => LAW_SOURCE.test(p));
  if (firstLaw === -1) return true;
  const firstOther = parts.findIndex((p) => !LAW_SOURCE.test(p));
  return firstOther === -1 || firstLaw < firstOther;
}
