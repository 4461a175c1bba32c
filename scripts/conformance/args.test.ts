import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from './args';

const required = ['--base', 'https://api.example.ir/', '--mobile', '+989120000001', '--password', 'secret'];

describe('parseCli', () => {
  it('takes the required three, with a read-only check, a socket and 5 s limits by default', () => {
    expect(parseCli(required, {})).toEqual({
      base: 'https://api.example.ir',
      mobile: '+989120000001',
      password: 'secret',
      write: false,
      json: false,
      timeoutMs: 5000,
      socket: { path: '/socket.io', waitMs: 5000 },
    });
  });

  it('reads the password from CONFORMANCE_PASSWORD when it is not given', () => {
    const options = parseCli(required.slice(0, 4), { CONFORMANCE_PASSWORD: 'from-env' });
    expect(options?.password).toBe('from-env');
  });

  it('takes the options', () => {
    const options = parseCli(
      [
        ...required,
        '--write',
        '--json',
        '--timeout',
        '2.5',
        '--socket-url',
        'https://ws.example.ir',
        '--socket-path',
        '/ws',
        '--socket-wait',
        '1',
      ],
      {},
    );
    expect(options).toMatchObject({
      write: true,
      json: true,
      timeoutMs: 2500,
      socket: { url: 'https://ws.example.ir', path: '/ws', waitMs: 1000 },
    });
    expect(parseCli([...required, '--no-socket'], {})?.socket).toBeNull();
    expect(parseCli(['--help'], {})).toBeNull();
  });

  it('refuses what it cannot use, saying what', () => {
    const refused = (args: string[]) => {
      try {
        parseCli(args, {});
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${args.join(' ')}`);
    };
    expect(refused([])).toBe('missing --base, --mobile, --password');
    expect(refused(['--base', 'api.example.ir', ...required.slice(2)])).toBe('--base takes an http(s) URL, not "api.example.ir"');
    expect(refused([...required, '--timeout', '0'])).toBe('--timeout takes a number of seconds above 0, not "0"');
    expect(refused([...required, 'extra'])).toMatch(/Unexpected argument 'extra'/);
  });
});
