/// <reference types="node" />
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { MOBILE_BREAKPOINT_PX } from '../contracts/src/constants.ts';
import { prerenderPages } from './prerender.ts';
import { signedInStyles, skeletonMarkup } from './signed-in-styles.ts';
import { BUILD_STYLES_ATTRIBUTE } from './src/shared/theme/build-styles.ts';

export type RoutePages = Record<string, { modules: string[]; guest?: boolean; prerender?: boolean }>;

/**
 * A prerendered guest page: its markup in the root, which the panel hydrates or renders over when its scripts have run
 * (src/main.tsx). Until then the markup is `inert`, so nothing typed into it is lost, and a visitor whose system prefers
 * dark sees no light page flash before the panel's own theme (the markup is rendered in the light one).
 */
const PRERENDERED_ROOT = '<div id="root" data-prerendered="page" inert>';
const PRERENDERED_STYLE = '<style>@media (prefers-color-scheme: dark){#root[data-prerendered]{visibility:hidden}}</style>';

/**
 * One index.html per route. A guest page that is prerendered carries its markup and its styles. A signed-in page
 * carries a skeleton of its shell and of its screen's loading frames, with no personal data, which paints before any
 * script; its styles are one stylesheet all signed-in pages link (signed-in-styles.ts).
 *
 * Each page preloads its screen's chunks with the entry's (`<link rel="modulepreload">`), so the first paint no longer
 * waits for the entry to run before it asks for them: /auth is `auth/index.html`, `/` is index.html itself, which also
 * answers any other path. A static host finds them as `$uri/index.html`; the mock does the same. Each page also
 * preloads the Vazirmatn faces its first screen is set in (`FONT_PRELOADS`).
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
      const fontPreloads = (faces: string[]) =>
        faces
          .map((face) => {
            const file = `vazirmatn-${face}-normal.woff2`;
            const asset = Object.values(bundle).find(
              (a): a is OutputAsset => a.type === 'asset' && a.originalFileNames.some((name) => name.endsWith(`/${file}`)),
            );
            if (!asset) throw new Error(`route-html: no font file for ${file}`);
            return `<link rel="preload" href="/${asset.fileName}" as="font" type="font/woff2" crossorigin>`;
          })
          .join('\n    ');
      const fonts = { guest: fontPreloads(FONT_PRELOADS.guest), signedIn: fontPreloads(FONT_PRELOADS.signedIn) };
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const prerender = (guest: boolean) =>
        Object.keys(pages).filter((path) => pages[path]!.prerender && Boolean(pages[path]!.guest) === guest);
      const prerendered = await prerenderPages(root, { guest: prerender(true), signedIn: prerender(false) });
      // One stylesheet for every signed-in page the build rendered, named by its contents.
      const styles =
        prerendered.signedIn.size > 0
          ? signedInStyles(
              [...prerendered.signedIn.values()].flatMap((widths) =>
                Object.values(widths).flatMap(({ skeleton, rounds }) => [skeleton, ...rounds]),
              ),
              MOBILE_BREAKPOINT_PX,
            )
          : null;
      const stylesheet = styles
        ? `assets/signed-in-${createHash('sha256').update(styles.css).digest('base64url').slice(0, 8)}.css`
        : '';
      if (styles) writeFileSync(join(outDir, stylesheet), styles.css);
      // The HTTP client: a guest page fetches it after its first paint; a signed-in page asks for its data at once.
      const httpClient = chunks.find((c) => c.facadeModuleId?.includes('/node_modules/axios/'));
      if (!httpClient) throw new Error('route-html: no chunk for axios');
      for (const [path, { modules, guest }] of Object.entries(pages)) {
        const screens = modules.map((module) => {
          const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, module));
          if (!chunk) throw new Error(`route-html: no chunk for ${module} (${path})`);
          return chunk;
        });
        const links = [...closure(bundle, guest ? screens : [...screens, httpClient])]
          .filter((file) => !inEntry.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        let page = html
          .replace('<title>', `${guest ? fonts.guest : fonts.signedIn}\n    <title>`)
          .replace('</head>', `  ${links}\n  </head>`);
        const rendered = prerendered.guest.get(path);
        const skeleton = prerendered.signedIn.get(path);
        if ((rendered || skeleton) && !page.includes('<div id="root"></div>')) {
          throw new Error('route-html: no empty root to prerender into');
        }
        if (rendered) {
          page = page
            .replace('</head>', `  ${PRERENDERED_STYLE}${rendered.styles}\n  </head>`)
            .replace('<div id="root"></div>', `${PRERENDERED_ROOT}${rendered.markup}</div>`);
        }
        if (skeleton && styles) {
          page = page
            .replace(
              '</head>',
              `  <link rel="stylesheet" href="/${stylesheet}" ${BUILD_STYLES_ATTRIBUTE}>${styles.registration}\n  </head>`,
            )
            .replace(
              '<div id="root"></div>',
              skeletonMarkup({ phone: skeleton.phone.skeleton, desktop: skeleton.desktop.skeleton }),
            );
        }
        const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    },
  };
}

/**
 * The Vazirmatn faces each kind of page preloads, so that they arrive before its first text is laid out rather than
 * when layout finds that text (docs/benchmarks.md):
 * - guest pages, the faces their text is set in: Persian letters and digits (arabic) and the spaces and punctuation
 *   between them (latin), in the body's weight and the headings' (e2e/tests/accounts.spec.ts checks that /auth fetches
 *   no other face). About 75 KB, at the browser's usual priority: the prerendered /auth paints before any script runs,
 *   and a face arriving after that paint re-wrapped its card and moved it;
 * - signed-in pages, the Persian faces of the shell's weights (400 text, 500 buttons, 700 headings): the skeleton paints
 *   before any script, and a face arriving after that paint moved its text (scripts/measure-cls.mjs).
 */
const FONT_PRELOADS = {
  guest: ['arabic-400', 'arabic-700', 'latin-400', 'latin-700'],
  signedIn: ['arabic-400', 'arabic-500', 'arabic-700'],
};

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
