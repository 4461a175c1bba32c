// The figures `npm run bench` measured, checked against their budgets and written into docs/benchmarks.md between
// two markers (the rest of that file is written by hand). `failed()` tells the bench to exit non-zero.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const START = '<!-- bench:start (written by npm run bench; edit the rest of this file by hand) -->';
const END = '<!-- bench:end -->';

/**
 * The budgets. `at most` and `at least` compare the figure as recorded, so a figure's unit is part of its budget.
 * A figure without a budget is recorded and reported, never failed.
 */
export const BUDGETS = {
  authJs: { max: 235, unit: 'KiB' },
  lighthousePerformance: { min: 95 },
  dashboardPerformance: { min: 80 },
  dashboardLcp: { max: 3.5, unit: 's' },
  dashboardTbt: { max: 300, unit: 'ms' },
  lighthouseAccessibility: { min: 100 },
  lighthouseBestPractices: { min: 100 },
  cls: { max: 0.0005 },
  goldPriceRatio: { min: 0.5, unit: '×' },
  profileRatio: { min: 0.3, unit: '×' },
  profileP99: { max: 20, unit: 'ms' },
  healthzUnderFlood: { max: 50, unit: 'ms' },
  fanOutRatio2000: { max: 1.15, unit: '×' },
  fanOutP99At5000: { max: 200, unit: 'ms' },
  fanOutRssAt5000: { max: 200, unit: 'MiB' },
  tradeInp: { max: 100, unit: 'ms' },
  startLongestTask: { max: 50, unit: 'ms' },
  runtimeEmotionRules: { max: 50 },
  lostWrites: { max: 0 },
};

export function createReport() {
  const rows = [];
  return {
    rows,
    /** Records one figure; `budget` is a key of BUDGETS or undefined. Answers whether it is within its budget. */
    record(label, value, { budget, unit = BUDGETS[budget]?.unit ?? '', digits = 1, note = '' } = {}) {
      const limit = budget ? BUDGETS[budget] : undefined;
      const ok = !limit || (Number.isFinite(value) && withinBudget(value, limit));
      rows.push({ label, value, unit, digits, note, limit, ok });
      console.log(
        `${ok ? '  ' : '✗ '}${label}: ${show(value, unit, digits)}${limit ? ` (budget ${budgetText(limit, digits)})` : ''}`,
      );
      return ok;
    },
    failed: () => rows.filter((r) => !r.ok),
  };
}

const withinBudget = (value, { min, max }) => (min === undefined || value >= min) && (max === undefined || value <= max);
const show = (value, unit, digits) =>
  Number.isFinite(value)
    ? `${value.toLocaleString('en-US', { maximumFractionDigits: digits })}${unit === '×' ? unit : unit ? ` ${unit}` : ''}`
    : 'not measured';
const budgetText = ({ min, max, unit = '' }, digits) =>
  min !== undefined ? `≥ ${show(min, unit, digits)}` : `≤ ${show(max, unit, Math.max(digits, 4))}`;

export const machine = () =>
  `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;

/** Replaces the bench's section of `file` (or puts it after the title) with this run's table. */
export function writeReport(file, rows, { parts, date = new Date() }) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const found = start >= 0 && end > start;
  // A part not run this time keeps its rows from the run before, marked as such. A label is compared without what it
  // says in brackets (a file count), so a row measured again replaces its older self.
  const measured = rows.map((r) => `| ${r.label.split(' (')[0]}`);
  const earlier = found
    ? text
        .slice(start, end)
        .split('\n')
        .filter((line) => /^\| (?!figure |---)/.test(line) && !measured.some((label) => line.startsWith(label)))
        .map((line) => (line.includes('(earlier run)') ? line : line.replace(/^\| ([^|]*?) \|/, '| $1 (earlier run) |')))
    : [];
  const table = [
    START,
    `## Latest \`npm run bench\``,
    '',
    `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}; parts: ${parts.join(', ')}. Production build, the mock with its`,
    'logs off; every figure is the median of 3 runs unless it says otherwise. ✗ marks a figure outside its budget.',
    '',
    '| figure | value | budget | |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.label}${r.note ? ` (${r.note})` : ''} | ${show(r.value, r.unit, r.digits)} | ${r.limit ? budgetText(r.limit, r.digits) : ''} | ${r.ok ? '' : '✗'} |`,
    ),
    ...earlier,
    END,
  ].join('\n');
  writeFileSync(
    file,
    found
      ? text.slice(0, start) + table + text.slice(end + END.length)
      : text.replace(/^(# .*\n)/, (title) => `${title}\n${table}\n`),
  );
}
