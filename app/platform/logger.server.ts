const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;

// Until start-up sets it, the level comes from LOG_LEVEL (read on first use, not at import).
let threshold: number | undefined;

export function setLogLevel(level: LogLevel) {
  threshold = LEVELS[level];
}

function write(level: LogLevel, msg: string, fields?: Record<string, unknown>) {
  threshold ??= LEVELS[process.env.LOG_LEVEL as LogLevel] ?? LEVELS.info;
  if (LEVELS[level] < threshold) return;
  // A stack trace belongs to an error; a warning (an expected failure, such as no network) has its
  // message on one line, and its stack only at LOG_LEVEL=debug.
  const { stack, ...rest } = fields ?? {};
  const keepStack = stack !== undefined && (level === "error" || threshold <= LEVELS.debug);
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...rest, ...(keepStack && { stack }) });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/** One JSON line per event, on stdout (info, debug) or stderr (warn, error). */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/**
 * An error as log fields: its message, the message of its cause when it has one (fetch's "fetch
 * failed" hides "getaddrinfo ENOTFOUND …" there), and its stack (kept for errors, and for
 * warnings only at LOG_LEVEL=debug).
 */
export function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return { error: error.message, ...(cause && { cause }), stack: error.stack };
}
