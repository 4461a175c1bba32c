// Every path the README and docs/ name, and every docs/ file the code names, exists: a file moved or renamed must
// take its mentions with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
// Paths outside the repository (`../shared/…`, the spec and the design notes) depend on where it is cloned: not checked.
const TOP = ['web', 'mock-server', 'contracts', 'e2e', 'scripts', 'docs', 'deploy', '.ci'];
const documents = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter(
  (f) => f.endsWith('.md') && existsSync(join(root, f)),
);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headings = (text) => new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1].replace(/`/g, ''))));

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', '.reports', '.mock-data']);
/** Every file in the repository, by its path from the root. */
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (f) => !f.split('/').some((part) => SKIP.has(part)),
);

/**
 * Files named in code spans: from the repository's top (`web/src/…`, `docs/…`), which must exist as
 * written, or within a package as docs/spec-coverage.md names them (`routes/trading.test.ts`, `deposit-dialog.test.tsx`),
 * which some file's path must end with.
 */
function missingPaths(text) {
  const missing = [];
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = span.replace(/[:#›].*$/, '').replace(/[),.;]+$/, '');
    if (/[*{}<>$]/.test(path) || /^[a-z]+:\/\//.test(path)) continue; // a pattern, a placeholder or an address
    if (TOP.some((top) => path.startsWith(`${top}/`))) {
      if (!existsSync(resolve(root, path))) missing.push(path);
    } else if (/^[\w@./-]+\.(ts|tsx|mjs|sql)$/.test(path) && !path.startsWith('.')) {
      if (!files.some((f) => f === path || f.endsWith(`/${path}`))) missing.push(path);
    }
  }
  return missing;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sources(dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  if (!dir.includes('/') && dir.includes('.')) return [dir];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.includes('node_modules') && !f.includes('dist/'))
    .map((f) => join(dir, f));
}

describe('the paths the documents name', () => {
  it.each(documents)('%s: every link and every path in a code span resolves', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const missing = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const into = path ? resolve(root, dirname(file), path) : join(root, file);
      if (!existsSync(into)) missing.push(target);
      else if (anchor && into.endsWith('.md') && !headings(readFileSync(into, 'utf8')).has(anchor)) missing.push(target);
    }
    missing.push(...missingPaths(text));
    expect(missing).toEqual([]);
  });

  it('every docs/ file the code names exists, and every section it points to (`docs/<file>.md › Heading`)', () => {
    const missing = [];
    for (const file of ['web/src', 'mock-server/src', 'contracts/src', 'scripts', 'e2e', 'vitest.config.ts'].flatMap(sources)) {
      const text = readFileSync(join(root, file), 'utf8').replace(/\n\s*(\/\/|\*)\s*/g, ' ');
      for (const [, doc, section] of text.matchAll(/(docs\/[\w-]+\.md)(?: › ([^)\n]+?)\))?/g)) {
        if (!existsSync(join(root, doc))) missing.push(`${file}: ${doc}`);
        else if (section && !readFileSync(join(root, doc), 'utf8').match(new RegExp(`^#+ ${escape(section)}`, 'm'))) {
          missing.push(`${file}: ${doc} › ${section}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
