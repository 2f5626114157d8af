import { eq } from "drizzle-orm";
import { db, openAppDatabase } from "./app/db/client.server";
import { profiles, testAttemptAnswers, users } from "./app/db/schema";
import { seededRng } from "./app/lib/practice/engine";
import { createAccount } from "./app/models/accounts.server";
import { checkAnswer, finishAttempt, moveInAttempt } from "./app/models/attempt-steps.server";
import { getQuestionView, startAttempt } from "./app/models/attempts.server";
import { todaysSession } from "./app/models/learning-route.server";
import { getRouteSettings, saveRouteSettings } from "./app/models/practice-settings.server";
import { hashPassword } from "./app/services/password.server";

openAppDatabase("data/e2e-me/app.db");
const email = `twee-weken-${Date.now()}@voorbeeld.nl`;
const start = new Date();
const created = createAccount({ email, passwordHash: await hashPassword("geheim-wachtwoord"), marketingConsent: false }, new Date(start.getTime() - 15 * 86400000))!;
const userId = created.userId;
db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId)).run();
db().update(profiles).set({ isPremium: true, premiumExpiresAt: new Date(start.getTime() + 30 * 86400000) }).where(eq(profiles.id, userId)).run();
const examDate = new Date(start.getTime() + 30 * 86400000).toISOString().slice(0, 10);
saveRouteSettings({ userId }, { examDate, daysPerWeek: 6, retention: 0.9 });
const rng = seededRng("twee weken");
let answered = 0;
for (let d = 14; d >= 1; d--) {
  if (d % 7 === 3) continue; // a day off each week
  const when = new Date(start.getTime() - d * 86400000);
  when.setUTCHours(18, 0, 0, 0);
  const session = todaysSession({ userId, isPremium: true }, getRouteSettings({ userId }), when);
  const started = startAttempt({ subject: { userId }, role: "premium", mode: "personal", title: "Leerroute", questionIds: session.questionIds, ordered: true, requestedCount: session.questionIds.length }, when, rng);
  if (!started.ok) continue;
  for (let p = 0; ; p++) {
    const t = new Date(when.getTime() + p * 40_000);
    const view = getQuestionView(started.attemptId, { userId })!;
    const order = db().select().from(testAttemptAnswers).where(eq(testAttemptAnswers.attemptId, started.attemptId)).all()[view.position]!.optionOrder;
    const right = rng() < 0.75;
    checkAnswer(started.attemptId, { userId }, view.position, right ? order.indexOf(0) : order.indexOf(1), t);
    answered++;
    if (view.isLast) break;
    moveInAttempt(started.attemptId, { userId }, view.position, "next");
  }
  finishAttempt(started.attemptId, { userId }, when);
  console.log(when.toISOString().slice(0, 10), "sitting", session.reviews, "reviews +", session.fresh, "new");
}
console.log("answered", answered, "email", email);
