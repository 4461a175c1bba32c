import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '@gold/contracts/api';
import { API_PATH_PREFIXES } from '@gold/contracts/constants';

/**
 * The api/ modules follow one convention, features/tickets/api being the model: one file per endpoint, named for it,
 * holding its fetcher, its queryOptions or mutation, and its hook; a mutation hook takes the caller's `config`. The
 * helpers a folder shares (keys, normalisers, errors, the generic wallet page) are named so and left out here.
 */
const SRC = join(import.meta.dirname, '../..');
const HELPER = /(-keys|-errors)\.ts$|\/normalize-[^/]+\.ts$|\/(optimistic|wallet-pages)\.ts$/;

const modules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /(^|\/)api\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts') && !HELPER.test(file))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

/** The text between the parenthesis that opens at `from` and the one that closes it. */
function parenthesised(text: string, from: number): string {
  const open = text.indexOf('(', from);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

describe('the api/ modules', () => {
  it('are found', () => {
    expect(modules.map((m) => m.file)).toContain('features/tickets/api/create-ticket.ts');
  });

  it('call only what the API table names (contracts/src/api.ts, published as docs/openapi.json)', () => {
    const anyParam = (path: string) => path.replace(/\{\w+\}|\$\{[^}]+\}/g, '{}');
    const table = Object.values(API).map((op) => anyParam(op.path));
    const callers = [
      ...modules,
      ...['shared/session/session-api.ts', 'shared/push/push-api.ts'].map((file) => ({
        file,
        text: readFileSync(join(SRC, file), 'utf8'),
      })),
    ];
    const paths = callers.flatMap(({ file, text }) =>
      [...text.matchAll(/['`](\/[a-z][^'`?]*)['`?]/g)]
        .map(([, path]) => path!)
        .filter((path) => API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)))
        .map((path) => ({ file, path: anyParam(path) })),
    );
    expect(paths.length).toBeGreaterThan(40);
    // A path the table has, or the start of one that a module ends with an id (`${cancel}/${id}`).
    const unknown = paths.filter(({ path }) => !table.some((known) => known === path || known.startsWith(`${path}/{}`)));
    expect(unknown).toEqual([]);
  });

  it('each call the HTTP client for one endpoint at most', () => {
    const crowded = modules.filter(({ text }) => (text.match(/\bapi\.(get|post|put|patch|delete)\b/g) ?? []).length > 1);
    // A second endpoint gets a file of its own, named for it.
    expect(crowded.map((m) => m.file)).toEqual([]);
  });

  it('let the caller pass a config to every mutation hook built on useSingleFlightMutation', () => {
    // That the config is passed on is lint's part: an unused parameter is an error.
    const closed = modules
      .filter(({ text }) => /\buseSingleFlightMutation\s*\(/.test(text))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/export (?:const|function) (use\w+)/g)]
          .filter((hook) => !/\bconfig\?: MutationConfig</.test(parenthesised(text, hook.index)))
          .map((hook) => `${file}: ${hook[1]}`),
      );
    expect(closed).toEqual([]);
  });
});
