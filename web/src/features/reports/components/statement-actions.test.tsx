import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jalaliPeriod, tehranDay } from '@gold/contracts/rules/jalali';
import { aUser } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute } from '../../../test/render';
import { gate } from '../../../test/fake-api/plumbing';
import { aReport, serveReports } from '../../../test/fake-api/reports';
import type { ReportPeriod } from '../lib/period';
import { buildStatement } from '../lib/statement';
import type { RenderAnswer, RenderRequest } from '../pdf/render-statement.worker';
import { StatementActions } from './statement-actions';

/**
 * The PDF worker's stand-in (react-pdf is not rendered here: statement-pdf.test.tsx renders it): it keeps what the
 * page asks of it, and answers when the test says. The page keeps its one worker between files and tests.
 */
class FakeWorker {
  static asked: { request: RenderRequest; worker: FakeWorker }[] = [];
  onmessage: ((event: { data: RenderAnswer }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  postMessage(request: RenderRequest) {
    FakeWorker.asked.push({ request, worker: this });
  }
  terminate() {}
}
/** The worker's answer to the last request. */
function answer(reply: { blob: Blob } | { error: string }) {
  const { request, worker } = FakeWorker.asked.at(-1)!;
  worker.onmessage?.({ data: { id: request.id, ...reply } });
}

const AZAR = { from: '2026-11-22', to: '2026-12-21' };
const REPORT = aReport();

const serveReport = () => serveReports({ report: REPORT }).calls.report;

const render = (period: ReportPeriod = { choice: 'custom', range: AZAR, page: 1 }) =>
  renderRoute(<StatementActions period={period} />, { url: '/reports', path: '/reports', user: aUser() });

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:statement-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  FakeWorker.asked = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('StatementActions', () => {
  it('CSV: reads the whole period and saves it for Excel under a Latin name', async () => {
    const asked = serveReport();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked.map(String)).toEqual(['from=2026-11-22&to=2026-12-21&page=1&limit=100']);
    expect(saved[0].name).toBe('gozaresh-2026-11-22-2026-12-21.csv');
    const text = await saved[0].blob.text();
    expect(text.startsWith('\uFEFFدوره,۱۴۰۵/۰۹/۰۱,۱۴۰۵/۰۹/۳۰\r\n')).toBe(true);
    expect(text).toContain('واریز از درگاه');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:statement-0');
  });

  it('CSV: the button keeps the focus while the file is made and after, and a second press asks for nothing', async () => {
    const held = gate();
    const asked = serveReports({ report: REPORT, replies: { report: async () => (await held.promise, undefined) } }).calls.report;
    const { user } = render();
    const csv = screen.getByRole('button', { name: 'دریافت CSV' });
    await user.tab();
    expect(csv).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(csv).toHaveAttribute('aria-disabled', 'true');
    expect(csv).toHaveFocus();
    await user.keyboard('{Enter}');
    held.open();
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(csv).not.toHaveAttribute('aria-disabled'));
    expect(csv).toHaveFocus();
    expect(asked).toHaveLength(1);
  });

  it('CSV: a failed read says so in Persian', async () => {
    server.use(http.get(`${API}/accounting/reports`, () => HttpResponse.json({ success: false }, { status: 500 })));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در تهیه فایل CSV');
    expect(saved).toHaveLength(0);
  });

  it('PDF: made on the click from the whole report, the customer and the period, and saved under a Latin name', async () => {
    serveReport();
    const { user } = render();
    expect(FakeWorker.asked).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'دریافت PDF' }));
    await waitFor(() => expect(FakeWorker.asked).toHaveLength(1));
    expect(FakeWorker.asked[0].request.statement).toEqual({
      ...buildStatement(
        { report: REPORT, movements: REPORT.movements.items },
        { name: 'سارا محمدی', mobile: '+989121234567' },
        AZAR,
        new Date(),
      ),
      issued: expect.any(String),
    });
    expect(saved).toHaveLength(0);

    answer({ blob: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('soorat-hesab-2026-11-22-2026-12-21.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'دریافت PDF' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('PDF: busy while it is made, then a Persian alert when it fails', async () => {
    serveReport();
    const { user } = render();
    const pdf = screen.getByRole('button', { name: 'دریافت PDF' });
    await user.click(pdf);
    await waitFor(() => expect(FakeWorker.asked).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('در حال تهیه PDF');
    // Unavailable, but focusable: the keyboard's place stays on the button the customer pressed.
    expect(pdf).toHaveAttribute('aria-disabled', 'true');
    expect(pdf).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'دریافت CSV' })).toHaveAttribute('aria-disabled', 'true');
    expect(pdf).toHaveFocus();
    // Pressed again while busy, either button: nothing more is made.
    await user.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    await user.click(pdf);
    expect(FakeWorker.asked).toHaveLength(1);

    answer({ error: 'font did not load' });
    expect(await screen.findByRole('alert')).toHaveTextContent('تهیه فایل PDF انجام نشد. دوباره تلاش کنید.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(pdf).not.toHaveAttribute('aria-disabled');
    expect(pdf).toBeEnabled();
    expect(pdf).toHaveFocus();
    expect(saved).toHaveLength(0);
  });

  it('the print view opens on the same period, from its first page: a custom range by its days, a preset by its name', () => {
    const { unmount } = render({ choice: 'custom', range: AZAR, page: 3 });
    expect(screen.getByRole('link', { name: 'نسخه چاپی' })).toHaveAttribute(
      'href',
      '/reports/print?from=2026-11-22&to=2026-12-21',
    );
    unmount();

    const lastMonth = jalaliPeriod('last-month', tehranDay(new Date()));
    render({ choice: 'last-month', range: lastMonth, page: 2 });
    expect(screen.getByRole('link', { name: 'نسخه چاپی' })).toHaveAttribute('href', '/reports/print?period=last-month');
  });
});
