import { and, asc, count, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { categories, questions, reviewCards, reviewLogs, userQuestionStats } from "~/db/schema";
import { dutchDay, nextDay, startOfDutchDay } from "~/lib/dates";
import { estimateReadiness, studyPlan, type PartInput, type Plan, type Readiness } from "~/lib/learning/plan";
import { spreadNewQuestions } from "~/lib/learning/new-questions";
import { recallChance } from "~/lib/learning/scheduler";
import { examBlueprint } from "~/models/exams.server";
import type { LeerrouteSettings } from "~/models/practice-settings.server";
import { servable, servableQuestions } from "~/models/question-catalogue.server";
import { toCard } from "~/models/answer-records.server";

/** The most questions one sitting of the route holds; a longer day is done in more sittings. */
export const SESSION_MAX = 50;

const PICTURE_PART = "Vragen bij een foto";

const dueCards = prepared((d) =>
  d
    .select({ questionId: reviewCards.questionId, due: reviewCards.due })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(
      and(
        eq(reviewCards.userId, sql.placeholder("userId")),
        lte(reviewCards.due, sql.placeholder("until")),
        sql`${questions.retiredAt} is null`,
      ),
    )
    .orderBy(asc(reviewCards.due))
    .prepare(),
);

const nextDue = prepared((d) =>
  d
    .select({ due: reviewCards.due })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, sql.placeholder("userId")), gte(reviewCards.due, sql.placeholder("after"))))
    .orderBy(asc(reviewCards.due))
    .limit(1)
    .prepare(),
);

/** Per question of this user: when it was first reviewed (a question is new on the day of its first review). */
const firstReviewedToday = prepared((d) =>
  d
    .select({ n: count() })
    .from(
      d
        .select({ firstAt: sql<number>`min(${reviewLogs.reviewedAt})`.as("first_at") })
        .from(reviewLogs)
        .where(eq(reviewLogs.userId, sql.placeholder("userId")))
        .groupBy(reviewLogs.questionId)
        .as("firsts"),
    )
    .where(gte(sql`first_at`, sql.placeholder("dayStart")))
    .prepare(),
);

type Role = { userId: string; isPremium: boolean };

/** What the route knows of this user today: their questions, cards, answers per category and today's plan. */
function leerrouteState({ userId, isPremium }: Role, settings: LeerrouteSettings, now: Date) {
  const today = dutchDay(now);
  // An exam date in the past plans nothing: the default pace until a new date is set.
  const examDate = settings.examDate && settings.examDate >= today ? settings.examDate : null;
  const endOfToday = startOfDutchDay(nextDay(today));
  const bank = servableQuestions(db(), isPremium);
  const inBank = new Set(bank.map((q) => q.id));
  const cards = db().select().from(reviewCards).where(eq(reviewCards.userId, userId)).all();
  const seen = new Set(cards.filter((c) => inBank.has(c.questionId)).map((c) => c.questionId));
  const due = dueCards()
    .all({ userId, until: endOfToday.getTime() })
    .filter((c) => inBank.has(c.questionId));
  const newSeenToday = firstReviewedToday().get({ userId, dayStart: startOfDutchDay(today).getTime() })?.n ?? 0;
  const plan = studyPlan({
    today,
    examDate,
    daysPerWeek: settings.daysPerWeek,
    totalQuestions: bank.length,
    seenQuestions: seen.size,
    newSeenToday,
    dueToday: due.length,
  });
  return { bank, cards, seen, due, plan, endOfToday, examDate };
}

/** The user's rate of right answers per category (null where there are none yet). */
function categoryRates(userId: string) {
  const rows = db()
    .select({
      categoryId: questions.categoryId,
      isPicture: sql<number>`${questions.qType} = 'afbeelding'`,
      right: sql<number>`sum(${userQuestionStats.timesCorrect})`,
      total: sql<number>`sum(${userQuestionStats.timesCorrect} + ${userQuestionStats.timesWrong})`,
    })
    .from(userQuestionStats)
    .innerJoin(questions, eq(questions.id, userQuestionStats.questionId))
    .where(eq(userQuestionStats.userId, userId))
    .groupBy(questions.categoryId, sql`${questions.qType} = 'afbeelding'`)
    .all();
  const rate = (filter: (r: (typeof rows)[number]) => boolean) => {
    const picked = rows.filter(filter);
    const total = picked.reduce((a, r) => a + r.total, 0);
    return total === 0 ? null : picked.reduce((a, r) => a + r.right, 0) / total;
  };
  return {
    category: (categoryId: string) => rate((r) => r.categoryId === categoryId && !r.isPicture),
    pictures: () => rate((r) => Boolean(r.isPicture)),
    anyInCategory: (categoryId: string) => rate((r) => r.categoryId === categoryId),
  };
}

export type TodaysSession = { questionIds: string[]; reviews: number; fresh: number };

const PICTURES = "pictures";
/** The part of the exam a question counts in: the picture part, or its category. */
const partOf = (q: { qType: string; categoryId: string }) => (q.qType === "afbeelding" ? PICTURES : q.categoryId);

/**
 * Today's sitting of the learning route: the reviews that are due, most overdue first, then new
 * questions from the candidate's weakest parts of the exam, spread over equally weak parts like the exam
 * blueprint (lib/learning/new-questions.ts), up to today's goal (at most SESSION_MAX). Without pictures
 * (`withoutPictures`, the practice preference 'Zonder fotovragen') the sitting holds no picture question.
 */
export function todaysSession(
  role: Role,
  settings: LeerrouteSettings,
  now: Date,
  options: { withoutPictures?: boolean } = {},
): TodaysSession {
  const { bank, seen, due, plan } = leerrouteState(role, settings, now);
  const pictureIds = new Set(bank.filter((q) => q.qType === "afbeelding").map((q) => q.id));
  const allowed = (id: string) => !(options.withoutPictures && pictureIds.has(id));
  const reviews = due
    .map((c) => c.questionId)
    .filter(allowed)
    .slice(0, SESSION_MAX);
  const room = Math.min(plan.newToday, SESSION_MAX - reviews.length);
  const rates = categoryRates(role.userId);
  const blueprint = examBlueprint();
  const standing = (part: string) =>
    part === PICTURES
      ? { weight: blueprint?.pictures ?? 0, rate: rates.pictures() }
      : { weight: blueprint?.categories[part] ?? 0, rate: rates.category(part) };
  const unseen = bank
    .filter((q) => !seen.has(q.id) && allowed(q.id))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((q) => ({ id: q.id, part: partOf(q) }));
  const fresh = spreadNewQuestions(unseen, standing, Math.max(0, room)).map((q) => q.id);
  return { questionIds: [...reviews, ...fresh], reviews: reviews.length, fresh: fresh.length };
}

export type LeerrouteOverview = {
  plan: Plan;
  seen: number;
  total: number;
  /** When the next review after today is due, if any. */
  nextDueAt: string | null;
  readiness: Readiness;
  /** The exam date if it is still ahead. */
  examDate: string | null;
  /** A set exam date that has passed. */
  pastExamDate: string | null;
};

/** The dashboard's route: today's work, days left, on schedule or not, and how ready the candidate is. */
export function leerrouteOverview(role: Role, settings: LeerrouteSettings, now: Date): LeerrouteOverview {
  const { bank, cards, seen, plan, endOfToday, examDate } = leerrouteState(role, settings, now);
  const at = examDate ? startOfDutchDay(examDate) : now;
  const recall = new Map(
    cards.filter((c) => seen.has(c.questionId)).map((c) => [c.questionId, recallChance(toCard(c), at, settings.retention)]),
  );
  const rates = categoryRates(role.userId);
  const blueprint = examBlueprint();
  const names = new Map(
    db()
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .all()
      .map((c) => [c.id, c.name]),
  );
  const part = (name: string, weight: number, ids: string[], observedRate: number | null): PartInput => ({
    name,
    weight,
    seen: ids.filter((id) => recall.has(id)).map((id) => recall.get(id)!),
    unseen: ids.filter((id) => !recall.has(id)).length,
    observedRate,
  });
  const parts: PartInput[] = [
    part(
      PICTURE_PART,
      blueprint?.pictures ?? 0,
      bank.filter((q) => q.qType === "afbeelding").map((q) => q.id),
      rates.pictures(),
    ),
    ...Object.entries(blueprint?.categories ?? {}).map(([categoryId, weight]) =>
      part(
        names.get(categoryId) ?? categoryId,
        weight,
        bank.filter((q) => q.categoryId === categoryId && q.qType !== "afbeelding").map((q) => q.id),
        rates.category(categoryId) ?? rates.anyInCategory(categoryId),
      ),
    ),
  ];
  const upcoming = nextDue().get({ userId: role.userId, after: endOfToday.getTime() });
  return {
    plan,
    seen: seen.size,
    total: bank.length,
    nextDueAt: upcoming?.due.toISOString() ?? null,
    readiness: estimateReadiness(parts),
    examDate,
    pastExamDate: settings.examDate && !examDate ? settings.examDate : null,
  };
}

export type Mistake = { questionId: string; questionText: string; categoryName: string };

/** 'Mijn fouten': every question this user may be served whose last answer was wrong, by category. */
export function mistakes(userId: string, includePremium: boolean): Mistake[] {
  return db()
    .select({ questionId: questions.id, questionText: questions.questionText, categoryName: categories.name })
    .from(userQuestionStats)
    .innerJoin(questions, eq(questions.id, userQuestionStats.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(eq(userQuestionStats.userId, userId), eq(userQuestionStats.lastCorrect, false), servable(includePremium)))
    .orderBy(asc(categories.name), asc(questions.id))
    .all();
}
