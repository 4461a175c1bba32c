// Checks a running API against the contracts: `npm run conformance -- --base URL --mobile M --password P [--write]`.
// The calls it makes and why are in scripts/conformance/run.ts; the usage text is in scripts/conformance/args.ts.
import { parseCli, USAGE, UsageError } from './conformance/args';

async function main(): Promise<number> {
  let options;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  // Loaded only once the arguments are good: a usage error answers at once, without the contracts.
  const [{ runConformance }, { formatReport, jsonReport, passed }] = await Promise.all([
    import('./conformance/run'),
    import('./conformance/report'),
  ]);
  const report = await runConformance(options);
  console.log(options.json ? jsonReport(report) : formatReport(report));
  return passed(report) ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
