// Who practises: a user with an account, or a visitor known only by a signed cookie.

export type Subject = { userId: string; visitorId?: undefined } | { userId?: undefined; visitorId: string };

/**
 * The one text key under which settings and allowances are kept for either kind of subject
 * (docs/decisions/0009-subject-key.md): `u:<user id>` or `v:<visitor id>`.
 */
export function subjectKey(subject: Subject): string {
  return subject.userId ? `u:${subject.userId}` : `v:${subject.visitorId}`;
}

/** The two owner columns of a test, exactly one of them set. */
export function ownerColumns(subject: Subject): { userId: string | null; visitorId: string | null } {
  return { userId: subject.userId ?? null, visitorId: subject.visitorId ?? null };
}
