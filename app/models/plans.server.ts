import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plans } from "~/db/schema";

export type Plan = typeof plans.$inferSelect;

/** The plan catalogue as offered now. */
export function listPlans(): Plan[] {
  return db().select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder)).all();
}

export function getPlan(type: string): Plan | null {
  return db().select().from(plans).where(and(eq(plans.type, type), eq(plans.isActive, true))).get() ?? null;
}
