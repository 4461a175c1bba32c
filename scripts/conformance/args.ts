import { parseArgs } from 'node:util';

export const USAGE = `Checks a running API against the contracts (contracts/src/api.ts).

usage: npm run conformance -- --base URL --mobile M --password P [options]

  --base URL           the API's root, e.g. https://api.example.ir
  --mobile M           a customer account to sign in with (KYC level 2, with some history, checks the most)
  --password P         its password; or leave it out and set CONFORMANCE_PASSWORD
  --write              also make the safe writes: the e-mail set to its current value, a ticket opened,
                       written in and closed, one notification marked read. Never anything that moves money.
  --json               print the report as JSON instead of a table
  --timeout S          seconds each request may take (default 5)
  --no-socket          skip the socket.io check
  --socket-url URL     the socket.io server's origin, when it is not --base's
  --socket-path P      its path (default /socket.io)
  --socket-wait S      seconds to wait for a price event (default 5; none in time is a warning)

Exit status: 0 when every call matched its contract, 1 on a mismatch, an unreachable API or a refused sign-in,
2 on a usage error.`;

export type CliOptions = {
  base: string;
  mobile: string;
  password: string;
  write: boolean;
  json: boolean;
  timeoutMs: number;
  socket: { url?: string; path: string; waitMs: number } | null;
};

export class UsageError extends Error {}

const seconds = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback * 1000;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`--${name} takes a number of seconds above 0, not ${JSON.stringify(value)}`);
  return Math.round(n * 1000);
};

const httpUrl = (value: string, name: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--${name} takes an http(s) URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--${name} takes an http(s) URL`);
  return value.replace(/\/+$/, '');
};

/** The command line as options, or a `UsageError` saying what is wrong; `null` for --help. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        base: { type: 'string' },
        mobile: { type: 'string' },
        password: { type: 'string' },
        write: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        timeout: { type: 'string' },
        'no-socket': { type: 'boolean', default: false },
        'socket-url': { type: 'string' },
        'socket-path': { type: 'string' },
        'socket-wait': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;
  const password = values.password ?? env.CONFORMANCE_PASSWORD;
  const missing = [!values.base && '--base', !values.mobile && '--mobile', !password && '--password'].filter(Boolean);
  if (missing.length) throw new UsageError(`missing ${missing.join(', ')}`);
  return {
    base: httpUrl(values.base!, 'base'),
    mobile: values.mobile!,
    password: password!,
    write: values.write,
    json: values.json,
    timeoutMs: seconds(values.timeout, 'timeout', 5),
    socket: values['no-socket']
      ? null
      : {
          ...(values['socket-url'] ? { url: httpUrl(values['socket-url'], 'socket-url') } : {}),
          path: values['socket-path'] ?? '/socket.io',
          waitMs: seconds(values['socket-wait'], 'socket-wait', 5),
        },
  };
}
