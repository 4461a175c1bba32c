#!/usr/bin/env node
// Runs the commands given as arguments, as many at once as the machine has cores, each in a shell, and prints each
// one's output whole when it ends (not interleaved). Exits non-zero if any of them failed; all of them run.
// `npm test` starts with the checks that use one core each (lint, the type checks) and the build, side by side.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
let next = 0;
let failed = false;

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const end = code === 0 ? '' : `, failed: ${signal ?? `exit ${code}`}`;
      process.stdout.write(`\n> ${command} (${seconds} s${end})\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

async function slot() {
  while (next < commands.length) if (!(await run(commands[next++]))) failed = true;
}

await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, slot));
process.exitCode = failed ? 1 : 0;
