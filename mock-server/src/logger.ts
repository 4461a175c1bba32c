export type Logger = {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

/** One JSON line per event. Callers pass paths and statuses only: never bodies, headers or tokens. */
export function createLogger(enabled: boolean): Logger {
  const write = (level: string, msg: string, fields?: Record<string, unknown>) => {
    if (enabled) process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  };
  return { info: (m, f) => write('info', m, f), error: (m, f) => write('error', m, f) };
}

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
