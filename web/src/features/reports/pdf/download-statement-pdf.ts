import arabicRegular from '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff?url';
import arabicBold from '@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff?url';
import latinRegular from '@fontsource/vazirmatn/files/vazirmatn-latin-400-normal.woff?url';
import latinBold from '@fontsource/vazirmatn/files/vazirmatn-latin-700-normal.woff?url';
import type { DayRange } from '@gold/contracts/rules/jalali';
import { REPORTS_TEXT } from '../messages';
import { buildStatement, saveFile, type StatementCustomer, type WholeReport } from '../lib/statement';
import type { RenderAnswer, RenderRequest } from './render-statement.worker';

/** Vazirmatn's files as whole addresses: the worker resolves a path against its own script, not the page. */
const fontUrl = (path: string) => new URL(path, document.baseURI).href;

type Pending = { resolve: (answer: RenderAnswer) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The page's one PDF worker, started on the first statement; a worker that fails fails what it had and is dropped. */
function render(request: Omit<RenderRequest, 'id'>): Promise<RenderAnswer> {
  if (!worker) {
    const started = new Worker(new URL('./render-statement.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = ({ data }: MessageEvent<RenderAnswer>) => {
      pending.get(data.id)?.resolve(data);
      pending.delete(data.id);
    };
    started.onerror = (event) => {
      for (const { reject } of pending.values()) reject(new Error(event.message || 'the PDF worker failed'));
      pending.clear();
      started.terminate();
      worker = null;
    };
    worker = started;
  }
  const id = (nextId += 1);
  const answer = new Promise<RenderAnswer>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ ...request, id } satisfies RenderRequest);
  return answer;
}

/**
 * The customer's statement as a PDF file, made in the browser from the report the panel already read. react-pdf runs
 * in a worker of its own (`render-statement.worker.ts`), fetched only when the customer first asks for a file, so
 * the page keeps answering while a long statement is laid out.
 */
export async function downloadStatementPdf(whole: WholeReport, customer: StatementCustomer, range: DayRange): Promise<void> {
  const answer = await render({
    statement: buildStatement(whole, customer, range, new Date()),
    fonts: {
      arabic: { regular: fontUrl(arabicRegular), bold: fontUrl(arabicBold) },
      latin: { regular: fontUrl(latinRegular), bold: fontUrl(latinBold) },
    },
  });
  if ('error' in answer) throw new Error(answer.error);
  saveFile(answer.blob, REPORTS_TEXT.pdfName(range.from, range.to));
}
