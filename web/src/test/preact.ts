import Module, { createRequire } from 'node:module';
import * as compat from 'react';
import { NEEDS_REACT } from '../../preact-compat';

/**
 * The panel runs on Preact (web/preact-compat.ts). Vite maps `react` to it in what it loads; a CommonJS library that
 * Node loads itself (use-sync-external-store, under MUI X) would `require('react')` and get React. Here Node's
 * `require` gets the same Preact instead, except in the PDF statement's libraries, which run on React.
 */
const ID = '\0preact-compat-for-node';

type Resolver = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const patched = Module as unknown as { _resolveFilename: Resolver & { preact?: true } };
if (!patched._resolveFilename.preact) {
  const require = createRequire(import.meta.url);
  const cached = new Module(ID);
  cached.exports = compat;
  cached.loaded = true;
  require.cache[ID] = cached;
  const original = patched._resolveFilename;
  const resolve: Resolver & { preact?: true } = function (this: unknown, request, parent, ...rest) {
    if ((request === 'react' || request === 'react-dom') && !NEEDS_REACT.test(parent?.filename ?? '')) return ID;
    return original.call(this, request, parent, ...rest);
  };
  resolve.preact = true;
  patched._resolveFilename = resolve;
}
