import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../route-pages';
import { paths } from '../shared/config/paths';

/** The router's source: the route pages the build writes must name the modules it loads for each path. */
const router = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');
const web = join(import.meta.dirname, '../..');
const importOf = (module: string) =>
  `import('${relative(import.meta.dirname, join(web, module))
    .replace(/\.tsx$/, '')
    .replace(/^(?!\.)/, './')}')`;

describe('the route pages (web/route-pages.ts)', () => {
  it.each(Object.entries(routePages))('%s preloads modules the router loads', (_path, { modules }) => {
    for (const module of modules) expect(router).toContain(importOf(module));
  });

  it('has a page for every route of the panel, the guests’ without the signed-in shell', () => {
    const all = [...Object.values(paths.auth), ...Object.values(paths.app)].map((p) => p.path);
    expect(Object.keys(routePages).sort()).toEqual([...new Set(all)].sort());
    for (const page of Object.values(paths.auth)) {
      expect(routePages[page.path]).toMatchObject({ guest: true });
      expect(routePages[page.path]!.modules.join()).not.toContain('protected-layout');
    }
  });
});
