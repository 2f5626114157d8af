import { data, type RouterContextProvider } from "react-router";
import { getUserWithProfile, type CurrentUser } from "~/models/accounts.server";
import { config } from "~/platform/config.server";
import { getSessionUserId } from "~/services/requests/session.server";
import { viewerOf } from "~/services/requests/viewer.server";

/**
 * The owner's area answers only to owners (ADMIN_EMAILS, made owner at login). Anyone else, logged in
 * or not, gets the ordinary 404, so the area does not reveal that it exists.
 */
export function requireOwner(context: Readonly<RouterContextProvider>): CurrentUser {
  const { user } = viewerOf(context);
  if (!isOwner(user)) throw data("Niet gevonden", { status: 404 });
  return user;
}

/** The role is given at login; an address taken out of ADMIN_EMAILS loses the area at once, not at its next login. */
function isOwner(user: CurrentUser | null): user is CurrentUser {
  return user !== null && user.role === "admin" && config().adminEmails.includes(user.email.toLowerCase());
}

/**
 * Whether a request (only its cookies count) comes from an owner: for the HTTP layer, which hides the
 * owner's area from everyone else before React Router sees the request (lib/owner-area.ts).
 */
export async function isOwnerRequest(request: Request): Promise<boolean> {
  const userId = await getSessionUserId(request);
  return isOwner(userId ? getUserWithProfile(userId) : null);
}
