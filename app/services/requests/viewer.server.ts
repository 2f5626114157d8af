import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { pagePath } from "~/lib/page-path";
import { roleOf, type Role } from "~/lib/practice/engine";
import type { Subject } from "~/lib/practice/subject";
import { getUserWithProfile, type CurrentUser } from "~/models/accounts.server";
import { getSessionUserId } from "~/services/requests/session.server";
import { readVisitorId } from "~/services/requests/visitor.server";

/** Who is asking: a logged-in user, a known visitor without an account, or nobody yet. */
export type Viewer = {
  user: CurrentUser | null;
  role: Role;
  /** Whose tests, settings and allowances these are; null for someone who has not practised yet. */
  subject: Subject | null;
};

const viewerContext = createContext<Viewer | null>(null);

async function resolveViewer(request: Request): Promise<Viewer> {
  const userId = await getSessionUserId(request);
  const user = userId ? getUserWithProfile(userId) : null;
  if (user) return { user, role: roleOf(user), subject: { userId: user.id } };
  const visitorId = await readVisitorId(request);
  return { user: null, role: "anonymous", subject: visitorId ? { visitorId } : null };
}

/** Root middleware: works out once per request who is asking; loaders and actions read it with `viewerOf`. */
export const viewerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(viewerContext, await resolveViewer(request));
  return next();
};

export function viewerOf(context: Readonly<RouterContextProvider>): Viewer {
  const viewer = context.get(viewerContext);
  if (!viewer) throw new Error("the viewer middleware has not run for this request");
  return viewer;
}

/** The logged-in user, or a redirect to /auth that comes back here afterwards. */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request): CurrentUser {
  const { user } = viewerOf(context);
  if (!user) {
    // Back to the page afterwards, also when this was its data request (client-side navigation).
    throw redirect(`/auth?next=${encodeURIComponent(pagePath(new URL(request.url)))}`);
  }
  return user;
}
