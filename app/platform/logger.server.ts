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
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
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

export function errorFields(error: unknown) {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
