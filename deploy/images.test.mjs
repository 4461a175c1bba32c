// The images' files agree with the repository, where no Docker runs to find out: what they copy exists and is sent to
// the builder, each `npm ci` has every workspace's manifest, the template's names are set, and a few of hadolint's
// rules that a reading can check (README › Deploying against the real API says how to run hadolint itself).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** A Dockerfile's instructions, continuation lines joined and comments dropped, split into stages. */
function stages(path) {
  const instructions = read(path)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const result = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') result.push({ from: instruction.args, instructions: [] });
    else result.at(-1).instructions.push(instruction);
  }
  return result;
}

const DOCKERFILES = ['Dockerfile', 'deploy/Dockerfile.panel'];
const IGNORED = read('.dockerignore')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));
const workspaces = JSON.parse(read('package.json')).workspaces;

/** COPY's sources from the build context: every word but the last and the flags. */
const contextSources = (args) => {
  if (/--from=/.test(args)) return [];
  const words = args.split(/\s+/).filter((word) => !word.startsWith('--'));
  return words.slice(0, -1);
};

describe.each(DOCKERFILES)('%s', (path) => {
  const all = stages(path);

  it('copies from the context only what exists and what .dockerignore lets through', () => {
    const sources = all.flatMap((stage) =>
      stage.instructions.filter((i) => i.keyword === 'COPY').flatMap((i) => contextSources(i.args)),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(join(root, source)), source).toBe(true);
      const ignoredBy = IGNORED.find((pattern) => {
        const name = pattern.replace(/^\*\*\//, '');
        return source === name || source.startsWith(`${name}/`) || source.split('/').includes(name);
      });
      expect(ignoredBy, `${source} is ignored`).toBeUndefined();
    }
  });

  it("gives each npm ci every workspace's manifest and the lockfile, copied before it", () => {
    const installing = all.filter((stage) => stage.instructions.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args)));
    expect(installing.length).toBeGreaterThan(0);
    for (const stage of installing) {
      const ci = stage.instructions.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
      const copied = stage.instructions
        .slice(0, ci)
        .filter((i) => i.keyword === 'COPY')
        .flatMap((i) => contextSources(i.args));
      for (const manifest of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)])
        expect(copied, `${stage.from}: ${manifest}`).toContain(manifest);
    }
  });

  it('keeps to hadolint rules a reading can check', () => {
    for (const stage of all) {
      // DL3006, DL3007: a tagged base image, not latest.
      expect(stage.from, 'a tag').toMatch(/^[\w./-]+:[\w.-]+(\s+AS\s+[\w-]+)?$/i);
      expect(stage.from).not.toMatch(/:latest\b/);
      for (const { keyword, args } of stage.instructions) {
        // DL3020: COPY, not ADD; DL3025: JSON for CMD and ENTRYPOINT; DL3000: an absolute WORKDIR.
        expect(keyword).not.toBe('ADD');
        if (keyword === 'CMD' || keyword === 'ENTRYPOINT') expect(() => JSON.parse(args), args).not.toThrow();
        if (keyword === 'WORKDIR') expect(args).toMatch(/^\//);
        // DL3004: no sudo; DL4006 is moot without a pipe.
        if (keyword === 'RUN') expect(args).not.toMatch(/\bsudo\b|\|/);
      }
    }
    // DL3002: the image runs as its own user, not root (the nginx image's own USER is uid 101).
    const last = all
      .at(-1)
      .instructions.filter((i) => i.keyword === 'USER')
      .at(-1);
    if (last) expect(last.args).not.toMatch(/^(root|0)(:|$)/);
    expect(all.at(-1).instructions.some((i) => i.keyword === 'HEALTHCHECK')).toBe(true);
  });
});

it('the panel image sets every name that deploy/nginx.conf leaves to envsubst, and only PANEL_ names are replaced', () => {
  const env = stages('deploy/Dockerfile.panel')
    .at(-1)
    .instructions.filter((i) => i.keyword === 'ENV')
    .flatMap((i) => [...i.args.matchAll(/(\w+)=/g)].map((m) => m[1]));
  const names = [...read('deploy/nginx.conf').matchAll(/\$\{?([A-Z]\w*)\}?/g)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(name).toMatch(/^PANEL_/);
    expect(env, name).toContain(name);
  }
  expect(env).toContain('NGINX_ENVSUBST_FILTER');
});

it('the compose file builds the two images', () => {
  const compose = read('docker-compose.yml');
  expect(compose).toMatch(/^ {4}build: \.$/m);
  expect(compose).toMatch(/^ {6}dockerfile: deploy\/Dockerfile\.panel$/m);
});
