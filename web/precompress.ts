/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing. config.json is left alone: it is replaced per deployment. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at the best ratio,
 * so the server sends them as they are instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gold-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const path = join(entry.parentPath, entry.name);
        if (!entry.isFile() || !COMPRESSIBLE.test(path) || path.endsWith('config.json') || statSync(path).size < MIN_BYTES) continue;
        const body = readFileSync(path);
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${path}.br`, br);
        if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
