import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Router } from 'express';

/**
 * The API reference at /__mock/api-docs: Scalar's standalone bundle (the package's `browser` entry) reading the
 * document the mock serves at /openapi.json. Its start is a file of its own, as the CSP allows no inline script, and
 * it loads no font from Scalar's servers: the page keeps to this origin.
 */
export function apiDocsRoutes(): Router {
  const r = Router();
  let bundle: { plain: Buffer; gzip: Buffer } | null = null;
  const scalarBundle = () => {
    if (!bundle) {
      // The package's main entry sits in dist/; its package.json names the standalone bundle.
      const main = fileURLToPath(import.meta.resolve('@scalar/api-reference'));
      const root = join(dirname(main), '..');
      const { browser } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browser: string };
      const plain = readFileSync(join(root, browser));
      bundle = { plain, gzip: gzipSync(plain) };
    }
    return bundle;
  };

  r.get('/api-docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(`<!doctype html>
<html lang="fa" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>مرجع API پنل طلا</title>
</head>
<body>
<div id="app"></div>
<script src="/__mock/api-docs/scalar.js"></script>
<script src="/__mock/api-docs/start.js"></script>
</body>
</html>
`);
  });

  r.get('/api-docs/start.js', (_req, res) => {
    res
      .set('Cache-Control', 'no-cache')
      .type('text/javascript')
      .send(
        `Scalar.createApiReference('#app', { url: '/openapi.json', withDefaultFonts: false, showDeveloperTools: 'never', telemetry: false, agent: { disabled: true }, mcp: { disabled: true } });\n`,
      );
  });

  r.get('/api-docs/scalar.js', (req, res) => {
    const { plain, gzip } = scalarBundle();
    res.set('Cache-Control', 'no-cache').type('text/javascript').vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(gzip);
    else res.send(plain);
  });

  return r;
}
