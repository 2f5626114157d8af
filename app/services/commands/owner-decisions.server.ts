import { rejectPhoto } from "~/models/species-photos.server";
import { setQuestionWithdrawn } from "~/models/feedback-queue.server";
import type { Actor } from "~/models/audit-log.server";
import { clearRenderCache } from "~/platform/render-cache.server";

// The owner's decisions that change what public pages show: the landing page's demo question is drawn
// from the servable questions and may show any ready photo, so the cached public pages are emptied.

/** 'Vraag intrekken' or 'Terugzetten'; false for an unknown question. */
export function withdrawQuestion(actor: Actor, questionId: string, withdraw: boolean, now = new Date()): boolean {
  const changed = setQuestionWithdrawn(actor, questionId, withdraw, now);
  if (changed) clearRenderCache();
  return changed;
}

/** 'Afwijzen' of a photo: never shown again; false for an unknown photo. */
export function rejectShownPhoto(photoId: number, actor: Actor, now = new Date()): boolean {
  const changed = rejectPhoto(photoId, actor, now);
  if (changed) clearRenderCache();
  return changed;
}
