import { data, type RouterContextProvider } from "react-router";
import type { CurrentUser } from "~/models/accounts.server";
import { viewerOf } from "~/services/viewer.server";

/**
 * The owner's area answers only to owners (ADMIN_EMAILS, made owner at login). Anyone else, logged in
 * or not, gets the ordinary 404, so the area does not reveal that it exists.
 */
export function requireOwner(context: Readonly<RouterContextProvider>): CurrentUser {
  const { user } = viewerOf(context);
  if (!user || user.role !== "admin") throw data("Niet gevonden", { status: 404 });
  return user;
}
