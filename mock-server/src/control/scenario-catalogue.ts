import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarioFileSchema, type ScenarioFile } from '@gold/contracts/control';
import { DEALERS } from '../domain/trading/trading';

/** A demo scenario, named by its file (`first-day.json` is `first-day`). */
export type Scenario = ScenarioFile & { name: string };

/** A scenario file the mock will not start with; the message names the file and each field at fault. */
export class ScenarioFileError extends Error {}

/** Beside this module, as the migrations are beside theirs: mock-server/build.mjs copies them next to the bundle. */
const DIR = join(import.meta.dirname, 'scenarios');
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `steps.2.action.kind` as a reader of the JSON finds it: `steps[2].action.kind`. */
const fieldOf = (path: PropertyKey[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  ) || '(the whole file)';

function readScenario(dir: string, file: string): Scenario {
  const path = join(dir, file);
  const refuse = (problems: string[]) =>
    new ScenarioFileError(`Scenario file ${path} is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const name = file.slice(0, -'.json'.length);
  if (!NAME.test(name)) throw refuse(['(file name): lower-case words joined by hyphens, such as first-day.json']);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw refuse([`(the whole file): not JSON: ${(error as Error).message}`]);
  }
  const result = scenarioFileSchema.safeParse(data);
  if (!result.success) throw refuse(result.error.issues.map((issue) => `${fieldOf(issue.path)}: ${issue.message}`));
  const unknownDealers = result.data.steps.flatMap((step, i) =>
    step.action.kind === 'quiet-dealers'
      ? step.action.dealers
          .map((dealer, j) => ({ dealer, field: `steps[${i}].action.dealers[${j}]` }))
          .filter(({ dealer }) => !(DEALERS as readonly string[]).includes(dealer))
      : [],
  );
  if (unknownDealers.length) {
    throw refuse(
      unknownDealers.map(({ dealer, field }) => `${field}: "${dealer}" is not one of the dealers: ${DEALERS.join(', ')}`),
    );
  }
  return { name, ...result.data };
}

/** Every scenario file in `dir`, checked, in the order of their names. Any bad file throws `ScenarioFileError`. */
export function loadScenarios(dir = DIR): Scenario[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch (error) {
    throw new ScenarioFileError(`The scenario folder ${dir} cannot be read: ${(error as Error).message}`);
  }
  return files.sort().map((file) => readScenario(dir, file));
}

let catalogue: Scenario[] | null = null;

/** The shipped scenarios, read and checked once: main.ts reads them at start, so a bad file stops it there. */
export const scenarioCatalogue = (): Scenario[] => (catalogue ??= loadScenarios());
