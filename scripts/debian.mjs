// Debian packages a step needs, installed when this runs as root on Debian (CI's clean machine), else left to the
// reader with the command that installs them.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', timeout: 10 * 60_000 }).status === 0;

/** Whether apt-get may be used here: Linux, as root, with apt-get on the path. */
export const mayApt = () =>
  process.platform === 'linux' && process.getuid?.() === 0 && run('sh', ['-c', 'command -v apt-get >/dev/null']);

/** Installs the space-separated Debian packages; true when apt-get succeeded. */
export const apt = (packages) =>
  run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`]);
