// The owner's log in words: what was done, to what, and what changed, field by field, in Dutch and on
// the Dutch clock. Pure: the log's rows in, text out.
import { longDateTime } from "~/lib/dates";

const ACTIONS: Record<string, string> = {
  "premium.grant": "Premiumdagen gegeven",
  "account.delete": "Account verwijderd",
  "verification.resend": "Bevestigingsmail opnieuw verstuurd",
  "promo.create": "Promotiecode aangemaakt",
  "promo.activate": "Promotiecode aangezet",
  "promo.deactivate": "Promotiecode uitgezet",
  "feedback.accepted": "Feedback geaccepteerd",
  "feedback.rejected": "Feedback afgewezen",
  "question.withdraw": "Vraag ingetrokken",
  "question.restore": "Vraag teruggezet",
  "message.update": "Bericht bijgewerkt",
  "message.reply": "Bericht beantwoord",
  "photo.reject": "Foto afgewezen",
};

/** 'premium.grant' → 'Premiumdagen gegeven'; an action this list does not know is shown as it is stored. */
export function auditActionText(action: string): string {
  return ACTIONS[action] ?? action;
}

type FieldKind = "text" | "moment" | "yesNo" | "number" | "status";
/** The fields the owner's writes record, with their Dutch name, their kind, and what an empty value means. */
const FIELDS: Record<string, { label: string; kind: FieldKind; empty?: string }> = {
  isPremium: { label: "Premium", kind: "yesNo" },
  premiumExpiresAt: { label: "Premium tot", kind: "moment", empty: "geen" },
  days: { label: "Dagen", kind: "number" },
  reason: { label: "Reden", kind: "text" },
  email: { label: "E-mailadres", kind: "text" },
  createdAt: { label: "Aangemaakt op", kind: "moment" },
  code: { label: "Code", kind: "text" },
  durationDays: { label: "Premiumdagen per keer", kind: "number" },
  maxUses: { label: "Hoogstens te gebruiken", kind: "number", empty: "onbeperkt" },
  expiresAt: { label: "Geldig tot", kind: "moment", empty: "geen einddatum" },
  isActive: { label: "Actief", kind: "yesNo" },
  status: { label: "Status", kind: "status" },
  fileTitle: { label: "Bestand", kind: "text" },
  readAt: { label: "Gelezen", kind: "moment", empty: "nee" },
  answeredAt: { label: "Beantwoord", kind: "moment", empty: "nee" },
  reply: { label: "Antwoord", kind: "text" },
  open: { label: "Open feedbackberichten", kind: "number" },
  note: { label: "Notitie", kind: "text", empty: "geen" },
  withdrawnAt: { label: "Ingetrokken", kind: "moment", empty: "nee" },
};

const STATUSES: Record<string, string> = {
  open: "open",
  accepted: "geaccepteerd",
  rejected: "afgewezen",
  ready: "in gebruik",
};

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** One value in words: a moment on the Dutch clock, ja/nee, a number, or the text itself. */
export function auditValueText(field: string, value: unknown): string {
  const spec = FIELDS[field];
  if (value === null || value === undefined || value === "") return spec?.empty ?? "geen";
  if (typeof value === "boolean") return value ? "ja" : "nee";
  const isMoment = spec?.kind === "moment" || (typeof value === "string" && ISO_MOMENT.test(value));
  if (isMoment && (typeof value === "string" || typeof value === "number")) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return longDateTime(date);
  }
  if (spec?.kind === "status" && typeof value === "string") return STATUSES[value] ?? value;
  if (typeof value === "number") return new Intl.NumberFormat("nl-NL").format(value);
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** A field of a write: its Dutch name and its value before and after (absent where the write has none). */
export type AuditChange = { field: string; label: string; before?: string; after?: string };

function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * What a write changed, field by field: the fields of `before` and then the new ones of `after`. A
 * field on both sides that stayed the same is left out; a field on one side only shows that side.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...Object.keys(was), ...Object.keys(now).filter((k) => !(k in was))];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const label = FIELDS[field]?.label ?? field;
    const inBefore = field in was && before !== null;
    const inAfter = field in now && after !== null;
    const beforeText = inBefore ? auditValueText(field, was[field]) : undefined;
    const afterText = inAfter ? auditValueText(field, now[field]) : undefined;
    if (inBefore && inAfter && beforeText === afterText) continue;
    changes.push({
      field,
      label,
      ...(beforeText !== undefined && { before: beforeText }),
      ...(afterText !== undefined && { after: afterText }),
    });
  }
  return changes;
}

/** One change as a line: 'Premium tot: geen → 3 december 2026 14:32', or one side only: 'Reden: cursus'. */
export function auditChangeText(change: AuditChange): string {
  if (change.before !== undefined && change.after !== undefined) return `${change.label}: ${change.before} → ${change.after}`;
  return `${change.label}: ${change.after ?? change.before ?? ""}`;
}

/**
 * What a write was done to, in words, to follow the action ('Premiumdagen gegeven: jager@…'). An account is named by its e-mail address (`accountEmail`, or for
 * a deleted account the address its deletion recorded), never by its id.
 */
export function auditTargetText(target: string, accountEmail: string | null, before: unknown): string {
  const [kind, ...rest] = target.split(":");
  const id = rest.join(":");
  switch (kind) {
    case "user": {
      const recorded = fieldsOf(before).email;
      return accountEmail ?? (typeof recorded === "string" ? `${recorded} (verwijderd)` : "verwijderd account");
    }
    // The action already names the kind ('Promotiecode uitgezet: toine5').
    case "promo":
    case "question":
      return id;
    case "contact":
      return `bericht ${id}`;
    case "photo":
      return `foto ${id}`;
    default:
      return target;
  }
}
