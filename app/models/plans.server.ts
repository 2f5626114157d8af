import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { plans } from "~/db/schema";

export type Plan = typeof plans.$inferSelect;

/** The plan catalogue as offered now. */
const activePlans = prepared((d) => d.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder)).prepare());

export function listPlans(): Plan[] {
  return activePlans().all();
}

export function getPlan(type: string): Plan | null {
  return (
    db()
      .select()
      .from(plans)
      .where(and(eq(plans.type, type), eq(plans.isActive, true)))
      .get() ?? null
  );
}
