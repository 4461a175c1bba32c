import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderToBuffer } from '@react-pdf/renderer';
import { http, passthrough } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportMovement } from '@gold/contracts/reports';
import { server } from '../../../test/msw-server';
import { aReport } from '../../../test/fake-api/reports';
import { buildStatement } from '../lib/statement';
import { loadStatementFonts, StatementDocument } from './statement-pdf';

// The Node build of react-pdf reads the fonts from their paths (the browser fetches Vite's URLs of the same files).
const font = (file: string) => createRequire(import.meta.url).resolve(`@fontsource/vazirmatn/files/${file}`);
const FONTS = {
  arabic: { regular: font('vazirmatn-arabic-400-normal.woff'), bold: font('vazirmatn-arabic-700-normal.woff') },
  latin: { regular: font('vazirmatn-latin-400-normal.woff'), bold: font('vazirmatn-latin-700-normal.woff') },
};

const CUSTOMER = { name: 'سارا محمدی', mobile: '+989121234567' };
const AZAR = { from: '2026-11-22', to: '2026-12-21' };

/** `count` movements in Azar 1405, Persian with a non-joiner and a Latin code among them. */
function movements(count: number): ReportMovement[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    at: new Date(Date.parse('2026-11-22T06:00:00Z') + i * 3_600_000).toISOString(),
    type: i % 2 ? 'buy' : 'deposit',
    description: i % 2 ? `می‌خواهم طلا بخرم، سفارش ABC-${i + 100}` : 'واریز از درگاه',
    currency: 'TOMAN',
    amount: i % 2 ? -1_250_000 : 5_000_000,
    balanceAfter: 100_000_000 + i * 10_000,
  }));
}

async function render(count: number) {
  await loadStatementFonts(FONTS);
  const statement = buildStatement(
    { report: aReport(), movements: movements(count) },
    CUSTOMER,
    AZAR,
    new Date('2026-12-22T06:00:00Z'),
  );
  const buffer = await renderToBuffer(<StatementDocument statement={statement} />);
  // STATEMENT_PDF=/tmp/statement.pdf keeps the file, to read it with pdftotext or look at it with pdftoppm.
  if (process.env.STATEMENT_PDF && count > 100) writeFileSync(process.env.STATEMENT_PDF, buffer);
  const text = buffer.toString('latin1');
  return { text, pages: text.match(/\/Type \/Page\b/g)?.length ?? 0 };
}

// react-pdf's layout engine (Yoga) loads its WebAssembly from a data URL, which msw (seeing the origin "null" and the rest as the path) would otherwise refuse.
beforeEach(() => server.use(http.get(/;base64,/, () => passthrough())));

/** The fonts the PDF embeds (each named in its Type0 font and again in its descendant), by name, sorted. */
const embedded = (text: string) =>
  [...new Set([...text.matchAll(/\/BaseFont \/([A-Z]+\+\S+)/g)].map((m) => m[1]))].map((name) => name.split('+')[1]).sort();

// Real layout and font subsetting: seconds of CPU each, longer on a busy machine.
describe('the statement PDF', { timeout: 30_000 }, () => {
  it('a short statement is one A4 page with Vazirmatn embedded, both its Persian and its Latin files', async () => {
    const { text, pages } = await render(3);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(pages).toBe(1);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    expect(embedded(text)).toEqual(['Vazirmatn-Bold', 'Vazirmatn-Regular', 'Vazirmatn-Regular-Latin']);
  });

  it('120 movements run over several pages', async () => {
    const { text, pages } = await render(120);
    expect(pages).toBe(4);
    // Each file once, however often the text switches between Persian and Latin.
    expect(embedded(text)).toEqual(['Vazirmatn-Bold', 'Vazirmatn-Regular', 'Vazirmatn-Regular-Latin']);
  });
});
