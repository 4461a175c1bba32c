#!/usr/bin/env node
// Before the e2e step: nginx for the cross-origin project, which serves the built panel alone with deploy/nginx.conf
// (e2e/panel-host.ts). Installed as root on Debian, as CI runs; elsewhere the project is skipped with its reason
// (in CI it fails instead), so its absence here never stops the step.
import { spawnSync } from 'node:child_process';
import { apt, mayApt } from './debian.mjs';

// Where e2e/panel-host.ts looks: NGINX, the PATH, then the sbin directories a user's PATH may lack.
const hasNginx = () =>
  process.env.NGINX
    ? spawnSync(process.env.NGINX, ['-v'], { stdio: 'ignore' }).status === 0
    : spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx || test -x /usr/local/sbin/nginx'], {
        stdio: 'ignore',
      }).status === 0;

if (!hasNginx() && mayApt()) {
  console.log("Installing Debian's nginx for the cross-origin tests…");
  apt('nginx');
}
console.log(
  hasNginx()
    ? 'nginx: found (the cross-origin project serves the panel with it)'
    : 'nginx: none (the cross-origin project will be skipped, or fail in CI; Debian: apt-get install -y nginx)',
);
