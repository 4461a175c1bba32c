import { Script } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMock, DEMO_PASSWORD, type Mock } from '../test-utils';

let mock: Mock;
beforeEach(() => {
  mock = buildMock();
});
afterEach(async () => {
  await mock.close();
});

describe('GET /__mock/console', () => {
  it('answers a Persian right-to-left page with the seeded accounts and their password', async () => {
    const res = await mock.http().get('/__mock/console');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/^<!doctype html>\s*<html lang="fa" dir="rtl">/);
    for (const mobile of ['09120000001', '09120000004', '09120000006']) expect(res.text).toContain(mobile);
    expect(res.text).toContain(DEMO_PASSWORD);
    for (const id of [
      'otps',
      'approvals',
      'trades',
      'trades-empty',
      'tickets',
      'tickets-empty',
      'ticket-form',
      'ticket-content',
      'ticket-status',
      'market-state',
      'price-form',
      'price-walk',
      'ledger',
      'ledger-state',
      'sandboxes-section',
      'sandbox-create',
      'sandboxes',
      'sandbox-qr-image',
    ]) {
      expect(res.text).toContain(`id="${id}"`);
    }
    // The ledger section: its heading and its table's body.
    expect(res.text).toMatch(
      /<section aria-labelledby="ledger-title">\s*<h2 id="ledger-title">دفتر کل<\/h2>[\s\S]*?<tbody id="ledger"><\/tbody>[\s\S]*?<\/section>/,
    );
    for (const mode of ['open', 'closed', 'hours']) expect(res.text).toContain(`data-market="${mode}"`);
  });

  it('has the demo scenarios section: a labelled choice, the mobile, play, pause, resume and stop, and the steps', async () => {
    const res = await mock.http().get('/__mock/console');
    const section = res.text.match(/<section aria-labelledby="scenarios-title">[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(section).toContain('<h2 id="scenarios-title">سناریوهای نمایشی</h2>');
    expect(section).toMatch(/<label for="scenario-name">سناریو<\/label>\s*<select id="scenario-name"/);
    expect(section).toMatch(/<label>موبایل مشتری \(اختیاری\) <input id="scenario-mobile"/);
    expect(section).toContain('<button type="submit" class="primary">پخش</button>');
    for (const [id, label] of [
      ['scenario-pause', 'مکث'],
      ['scenario-resume', 'ادامه'],
      ['scenario-stop', 'توقف'],
    ]) {
      expect(section).toContain(`<button type="button" id="${id}" disabled>${label}</button>`);
    }
    for (const id of ['scenario-form', 'scenario-description', 'scenario-state', 'scenario-steps'])
      expect(section).toContain(`id="${id}"`);
  });

  it('has no inline script or event handler, and the CSP allows scripts from self only', async () => {
    const res = await mock.http().get('/__mock/console');
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map(([, attrs, body]) => [attrs.trim(), body])).toEqual([
      ['src="/__mock/console.js" defer', ''],
      ['src="/__mock/console-sandboxes.js" defer', ''],
      ['src="/__mock/scenarios-console.js" defer', ''],
    ]);
    expect(res.text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(res.text).not.toMatch(/javascript:/i);
    const csp = String(res.headers['content-security-policy']);
    // Scripts from self only; WebAssembly may compile (the panel's PDF statement), which allows no JavaScript eval.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  });
});

describe('GET /__mock/console.js', () => {
  it('answers JavaScript that parses, polls the lists and the ledger, and writes text only', async () => {
    const res = await mock.http().get('/__mock/console.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(() => new Script(res.text)).not.toThrow();
    expect(res.text).toContain("'/__mock/approvals'");
    expect(res.text).toContain("'/__mock/otps'");
    expect(res.text).toContain("'/__mock/ledger'");
    expect(res.text).toContain("'/__mock/trade-requests'");
    expect(res.text).toContain("'/__mock/tickets'");
    expect(res.text).toContain('/__mock/tickets/${encodeURIComponent(selectedTicket.id)}/messages');
    // A receipt deposit links to its receipt.
    expect(res.text).toContain('item.receiptUrl');
    expect(res.text).toContain('/__mock/trade-requests/${encodeURIComponent(item.id)}/expire');
    expect(res.text).toContain('textContent');
    expect(res.text).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
  });
});

describe('GET /__mock/console-sandboxes.js', () => {
  it('answers JavaScript that parses, lists and steers the sandboxes, shows the QR code, and writes text only', async () => {
    const res = await mock.http().get('/__mock/console-sandboxes.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(() => new Script(res.text)).not.toThrow();
    expect(res.text).toContain("'/__mock/sandboxes'");
    expect(res.text).toContain('/__mock/sandboxes/${encodeURIComponent(sandbox.id)}/qr.svg');
    expect(res.text).toContain('/__mock/sandboxes/${encodeURIComponent(sandbox.id)}/reset');
    expect(res.text).toContain('textContent');
    expect(res.text).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
  });
});
