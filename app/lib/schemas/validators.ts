import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "./zod";
import { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema } from "./auth";
import { checkoutSchema, promoCodeFormSchema } from "./checkout";
import { contactSchema } from "./contact";
import { startExamSchema } from "./exam";
import { leerrouteSettingsSchema } from "./learning";
import { feedbackSchema, personalSettingsSchema } from "./practice";
import { deleteAccountSchema, notificationsSchema } from "./profile";
import { dutchErrors } from "./errors";

// The browser's validators: the same schemas and Dutch messages as the actions use. This module is
// loaded on demand (see useValidator), so zod is not part of the JavaScript a page needs to start.

function validator<Schema extends z.ZodType>(schema: Schema) {
  return (formData: FormData) => parseWithZod(formData, { schema, error: dutchErrors });
}

export const validators = {
  login: validator(loginSchema),
  signup: validator(signupSchema),
  emailOnly: validator(emailOnlySchema),
  resetPassword: validator(resetPasswordSchema),
  checkout: validator(checkoutSchema),
  promoCode: validator(promoCodeFormSchema),
  contact: validator(contactSchema),
  feedback: validator(feedbackSchema),
  personalSettings: validator(personalSettingsSchema),
  notifications: validator(notificationsSchema),
  deleteAccount: validator(deleteAccountSchema),
  startExam: validator(startExamSchema),
  leerrouteSettings: validator(leerrouteSettingsSchema),
};
