// The built panel hosted alone on nginx, for the cross-origin e2e project (tests/cross-origin.spec.ts): the very
// deploy/nginx.conf and deploy/panel-config.sh the panel image runs, the mock on another origin as its API.
//
// As a program, `node --import tsx e2e/panel-host.ts <port> <api origin>`, started and stopped by Playwright's
// webServer (playwright.config.ts): it writes the runtime files with deploy/panel-config.sh, renders the template as
// the nginx image's envsubst step does, and runs nginx in the foreground, one process whose pid file, temp files and
// rendered configuration sit in a directory of their own, removed when it stops. Its errors go to stderr, which
// Playwright shows.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
export const PANEL_ROOT = join(root, 'web', 'dist');

export const NGINX_MISSING =
  'nginx is not installed, so the panel cannot be hosted apart from the API: the cross-origin tests need it. ' +
  'Debian: apt-get install -y nginx (`node scripts/ensure-nginx.mjs` does it as root); macOS: brew install nginx; ' +
  'or set NGINX to its path.';

/** The support contacts the e2e host passes to deploy/panel-config.sh, with a quote and a backslash to escape. */
export const PANEL_HOST_SUPPORT = { phone: '021-55550000', email: 'help@panel.example', telegram: '@panel_"help"\\' };

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** nginx's path: NGINX, else the PATH, else where Debian and Homebrew put it; null when there is none. */
export function findNginx(): string | null {
  if (process.env.NGINX) return executable(process.env.NGINX) ? process.env.NGINX : null;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/opt/homebrew/bin'];
  return (
    dirs
      .filter((dir) => dir !== '')
      .map((dir) => join(dir, 'nginx'))
      .find(executable) ?? null
  );
}

/**
 * The template with its PANEL_ names replaced, as the nginx image's envsubst step does with NGINX_ENVSUBST_FILTER=PANEL_:
 * `${NAME}` and `$NAME` of a name set in `env`. Unlike envsubst, a PANEL_ name left unset is an error here, where
 * nginx would refuse it anyway, less clearly.
 */
export function renderTemplate(template: string, env: Record<string, string | undefined>): string {
  return template.replace(/\$(?:\{(PANEL_\w+)\}|(PANEL_\w+))/g, (_match, braced?: string, bare?: string) => {
    const name = (braced ?? bare)!;
    const value = env[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf uses ${name}, which is not set`);
    return value;
  });
}

/** mime.types beside the nginx.conf this nginx was built to read (Debian: /etc/nginx). */
function mimeTypes(nginx: string): string {
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8', timeout: 10_000 });
  const confPath = /--conf-path=(\S+)/.exec(`${built.stdout}${built.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf';
  return join(dirname(confPath), 'mime.types');
}

function fail(message: string): never {
  console.error(`panel-host: ${message}`);
  process.exit(1);
}

async function main([port, api]: string[]) {
  if (!/^\d+$/.test(port ?? '') || !api) fail('usage: panel-host.ts <port> <api origin>');
  const nginx = findNginx();
  if (!nginx) fail(NGINX_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'gold-panel-host-'));
  const env = {
    ...process.env,
    PANEL_LISTEN: `127.0.0.1:${port}`,
    PANEL_ROOT,
    PANEL_RUNTIME_DIR: join(dir, 'runtime'),
    PANEL_API_URL: api,
    PANEL_SUPPORT_PHONE: PANEL_HOST_SUPPORT.phone,
    PANEL_SUPPORT_EMAIL: PANEL_HOST_SUPPORT.email,
    PANEL_SUPPORT_TELEGRAM: PANEL_HOST_SUPPORT.telegram,
  };
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  const script = spawnSync('sh', [join(root, 'deploy', 'panel-config.sh')], { env, stdio: 'inherit', timeout: 10_000 });
  if (script.status !== 0) {
    cleanUp();
    fail('deploy/panel-config.sh failed');
  }
  writeFileSync(join(dir, 'panel.conf'), renderTemplate(readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8'), env));
  // The rest of what the nginx image's own nginx.conf has around conf.d, with every path in `dir`. One process in the
  // foreground: it is this program's child, and ends with it.
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'master_process off;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      `  include ${mimeTypes(nginx)};`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${dir}/${temp}_temp;`),
      `  include ${dir}/panel.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', `${dir}/`, '-e', 'stderr', '-c', conf];
  const check = spawnSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit', timeout: 10_000 });
  if (check.status !== 0) {
    cleanUp();
    fail(`nginx refused the rendered configuration in ${dir}`);
  }
  const server = spawn(nginx, args, { stdio: 'inherit' });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code, signal) => {
    cleanUp();
    process.exit(signal === 'SIGTERM' ? 0 : (code ?? 1));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
