import { data, type RouterContextProvider } from "react-router";
import type { CurrentUser } from "~/models/accounts.server";
import { config } from "~/platform/config.server";
import { viewerOf } from "~/services/viewer.server";

/**
 * The owner's area answers only to owners (ADMIN_EMAILS, made owner at login). Anyone else, logged in
 * or not, gets the ordinary 404, so the area does not reveal that it exists.
 */
export function requireOwner(context: Readonly<RouterContextProvider>): CurrentUser {
  const { user } = viewerOf(context);
  // The role is given at login; an address taken out of ADMIN_EMAILS loses the area at once, not at its next login.
  if (!user || user.role !== "admin" || !config().adminEmails.includes(user.email.toLowerCase()))
    throw data("Niet gevonden", { status: 404 });
  return user;
}
