/// <reference types="node" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { prerenderGuestPages } from './prerender.ts';

export type RoutePages = Record<string, { modules: string[]; guest?: boolean; prerender?: boolean }>;

/**
 * A prerendered page: its markup in the root, which the panel renders over when its scripts have run (src/main.tsx). Until
 * then the markup is `inert`, so nothing typed into it is lost, and a visitor whose system prefers dark sees no light
 * page flash before the panel's own theme (the markup is rendered in the light one).
 */
const PRERENDERED_ROOT = '<div id="root" data-prerendered inert>';
const PRERENDERED_STYLE = '<style>@media (prefers-color-scheme: dark){#root[data-prerendered]{visibility:hidden}}</style>';

/**
 * One index.html per route, each preloading its screen's chunks with the entry's (`<link rel="modulepreload">`), so the
 * first paint no longer waits for the entry to run before it asks for them: /auth is `auth/index.html`, `/` is
 * index.html itself, which also answers any other path. A static host finds them as `$uri/index.html`; the mock does
 * the same. Guest screens leave out the preload of the Persian font faces: those keep the signed-in shell from moving
 * when the fonts arrive, and would compete with a visitor's first scripts (docs/benchmarks.md).
 */
export function routeHtml(pages: RoutePages): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'gold-route-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const inEntry = closure(bundle, [entry]);
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const prerendered = await prerenderGuestPages(
        root,
        Object.keys(pages).filter((path) => pages[path].prerender),
      );
      for (const [path, { modules, guest }] of Object.entries(pages)) {
        const screens = modules.map((module) => {
          const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, module));
          if (!chunk) throw new Error(`route-html: no chunk for ${module} (${path})`);
          return chunk;
        });
        const links = [...closure(bundle, screens)]
          .filter((file) => !inEntry.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        let page = html.replace('</head>', `  ${links}\n  </head>`);
        if (guest) page = page.replace(/\s*<!--\s*Vazirmatn's Persian faces[\s\S]*?-->/, '').replace(PERSIAN_FONT_PRELOAD, '');
        const rendered = prerendered.get(path);
        if (rendered) {
          if (!page.includes('<div id="root"></div>')) throw new Error('route-html: no empty root to prerender into');
          page = page
            .replace('</head>', `  ${PRERENDERED_STYLE}${rendered.styles}\n  </head>`)
            .replace('<div id="root"></div>', `${PRERENDERED_ROOT}${rendered.markup}</div>`);
        }
        const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    },
  };
}

const PERSIAN_FONT_PRELOAD = /\s*<link\s+rel="preload"\s+href="[^"]*vazirmatn-arabic[^"]*"[^>]*>/g;

/** The chunks' files and everything they import statically. */
function closure(bundle: OutputBundle, from: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  from.forEach(visit);
  return files;
}
