// What starting a test can come to, as the practice commands return it and the pages answer it.

/** One visitor too many from this address; the page answers 429 with the wait. */
export type TooManyVisitors = { ok: false; reason: "too-many-visitors"; retryAfterS: number };

export type StartOutcome =
  | { ok: true; setCookie: string | null }
  /** Today's allowance of this mode is spent, or no question fits the choice. */
  | { ok: false; reason: "limit" | "empty"; setCookie: string | null }
  | TooManyVisitors;

/** Practice from the guides can also name a species or group that does not exist. */
export type GuideStartOutcome = StartOutcome | { ok: false; reason: "unknown-species" } | { ok: false; reason: "unknown-group" };
