// Every table of the app, one file per area; drizzle-kit reads this file (drizzle.config.ts).
import { relations } from "drizzle-orm";
import { profiles, sessions, users } from "./accounts";
import { categories, questions } from "./content";

export * from "./accounts";
export * from "./content";
export * from "./exams";
export * from "./practice";
export * from "./premium";
export * from "./reviews";
export * from "./study";
export * from "./system";

export const usersRelations = relations(users, ({ one, many }) => ({
  profile: one(profiles, { fields: [users.id], references: [profiles.id] }),
  sessions: many(sessions),
}));

export const questionsRelations = relations(questions, ({ one }) => ({
  category: one(categories, { fields: [questions.categoryId], references: [categories.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  questions: many(questions),
}));
