import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import type { loginRequestSchema } from './auth';
import type { createTradeRequestSchema } from './trading';

// Every schema in contracts is `z.lazy(() => …)`: built at its first parse (or when a schema composing it is), then
// kept by zod. Here zod and zod/mini are replaced, for a fresh copy of every module, by themselves with each factory
// counted (`z.object`, `z.string`, `z.iso.datetime`, …) and each `z.lazy` noting when its schema is built.

const SRC = import.meta.dirname;
const MODULES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.split('\\').join('/'))
  .sort();

let factoryCalls = 0;
const lazies = new Set<object>();
/** How many times each lazy schema has been built. */
const builds = new Map<object, number>();

type Namespace = Record<string, unknown>;
/** `namespace` with its factories counted: what a schema is built from. */
function counted(namespace: Namespace): Namespace {
  const copy: Namespace = {};
  for (const [key, value] of Object.entries(namespace)) {
    if (key === 'lazy' && typeof value === 'function') {
      copy[key] = (getter: () => unknown) => {
        const schema: object = value(() => {
          builds.set(schema, (builds.get(schema) ?? 0) + 1);
          return getter();
        });
        lazies.add(schema);
        return schema;
      };
    } else if (typeof value === 'function' && /^[a-z_]/.test(key)) {
      copy[key] = (...args: unknown[]) => {
        factoryCalls++;
        return value(...args);
      };
    } else if (key === 'iso' || key === 'coerce') copy[key] = counted(value as Namespace);
    else copy[key] = value;
  }
  return copy;
}

type Exports = Record<string, unknown>;
let modules: Record<string, Exports> = {};
const isSchema = (value: unknown): value is z.core.$ZodType => typeof value === 'object' && value !== null && '_zod' in value;
const exportedSchemas = () =>
  Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isSchema(value))
      .map(([name, value]) => ({ name: `${file} › ${name}`, schema: value as z.core.$ZodType })),
  );
/** A module's export, as the schema it is. */
const schema = (file: string, name: string) => modules[file]![name] as z.ZodType;
const built = (...schemas: object[]) => schemas.map((s) => builds.get(s) ?? 0);

describe('contracts build each schema on first use', () => {
  beforeAll(async () => {
    vi.resetModules();
    for (const id of ['zod', 'zod/mini']) {
      vi.doMock(id, async (importOriginal) => {
        const actual = await importOriginal<{ z: Namespace }>();
        const z = counted(actual.z);
        return { ...actual, z, default: z };
      });
    }
    for (const file of MODULES) modules[file] = (await import(join(SRC, file))) as Exports;
  });

  afterAll(() => {
    vi.doUnmock('zod');
    vi.doUnmock('zod/mini');
    vi.resetModules();
    modules = {};
  });

  it('builds none while the modules evaluate', () => {
    expect(lazies.size).toBeGreaterThan(100);
    expect(exportedSchemas().length).toBeGreaterThan(100);
    expect(
      exportedSchemas()
        .filter(({ schema }) => !lazies.has(schema))
        .map(({ name }) => name),
    ).toEqual([]);
    expect(factoryCalls).toBe(0);
    expect(builds.size).toBe(0);
  });

  it('builds a schema and what it composes at its first parse, and only those, once', () => {
    const login = schema('auth.ts', 'loginRequestSchema');
    const [mobile, password, register] = ['mobileSchema', 'passwordSchema', 'registerRequestSchema'].map((n) =>
      schema('auth.ts', n),
    );
    const body = { mobile: '09121234567', password: 'secret' };

    expect(login.parse(body)).toEqual({ mobile: '+989121234567', password: 'secret' });
    expect(built(login, mobile, password, register)).toEqual([1, 1, 1, 0]);
    expect(builds.size).toBe(3);
    const calls = factoryCalls;
    expect(calls).toBeGreaterThan(0);

    expect(login.safeParse({ ...body, mobile: 'abc' }).success).toBe(false);
    expect(login.parse(body)).toEqual({ mobile: '+989121234567', password: 'secret' });
    expect(built(login, mobile, password)).toEqual([1, 1, 1]);
    expect(factoryCalls).toBe(calls);
  });

  it('composes a schema already built without building it again', () => {
    const side = schema('trading.ts', 'tradeSideSchema');
    const create = schema('trading.ts', 'createTradeRequestSchema');
    const history = schema('trading.ts', 'tradeHistoryResponseSchema');
    const item = schema('trading.ts', 'tradeHistoryItemSchema');

    expect(side.parse('buy')).toBe('buy');
    expect(built(side, create)).toEqual([1, 0]);
    expect(create.safeParse({ type: 'sell', symbol: 'GOLD_18K', amount: 1.5, price: 2_500_000 }).success).toBe(true);
    // A schema in a list is built when the parse reaches an element of it.
    const page = { success: true, requests: [], pagination: { page: 1, totalPages: 1 } };
    expect(history.safeParse(page).success).toBe(true);
    expect(built(side, create, history, item)).toEqual([1, 1, 1, 0]);
    const trade = { id: 't1', type: 'buy', symbol: 'GOLD_18K', status: 'completed', amount: 1, price: 2_500_000 };
    expect(history.safeParse({ ...page, requests: [{ ...trade, timestamp: '2026-01-01T10:00:00Z' }] }).success).toBe(true);
    expect(built(side, create, history, item)).toEqual([1, 1, 1, 1]);
    expect([...builds.values()].every((count) => count === 1)).toBe(true);
  });

  it('keeps the types of the schemas it defers', () => {
    expectTypeOf<z.input<typeof loginRequestSchema>>().toEqualTypeOf<{ mobile: string; password: string }>();
    expectTypeOf<z.output<typeof createTradeRequestSchema>>().toEqualTypeOf<{
      type: 'buy' | 'sell';
      symbol: 'GOLD_18K';
      amount: number;
      price: number;
    }>();
  });
});

/**
 * A call at a module's top level runs when the module is imported. The only ones contracts make are `z.lazy` (which
 * defers its schema) and these, which build no schema.
 */
const PLAIN_CALLS = new Set(['errorMessage', 'toPersianInteger', 'Object.keys', 'requestChange', 'pendingChange', 'cancelChange']);

describe('contracts sources', () => {
  it('call nothing at a module top level but z.lazy and plain functions', () => {
    const found: string[] = [];
    for (const file of MODULES) {
      const source = ts.createSourceFile(file, readFileSync(join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node)) return; // runs when called, not when the module evaluates
        if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) {
          const callee = ts.isTaggedTemplateExpression(node) ? node.tag.getText(source) : node.expression.getText(source);
          if (callee !== 'z.lazy' && !PLAIN_CALLS.has(callee)) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
            found.push(`${file}:${line + 1} ${callee}(…): define a schema as z.lazy(() => …)`);
          }
        }
        ts.forEachChild(node, visit);
      };
      source.statements.forEach(visit);
    }
    expect(found).toEqual([]);
  });
});
