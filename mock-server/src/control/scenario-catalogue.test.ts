import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenarios, scenarioCatalogue, ScenarioFileError } from './scenario-catalogue';
import { stepTitle } from './scenario-actions';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding the given files: name to content (an object is written as JSON). */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gold-scenarios-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const good = {
  title: 'آزمایش',
  description: 'سناریوی آزمایشی',
  steps: [{ delayMs: 0, action: { kind: 'market', mode: 'open' } }],
};

/** The message `loadScenarios` stops with, for a folder of these files. */
function refusal(files: Record<string, unknown>): string {
  const dir = folder(files);
  try {
    loadScenarios(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioFileError);
    return (error as Error).message;
  }
  throw new Error('the folder was accepted');
}

describe('the shipped scenarios', () => {
  it('are the three stories, each checked, with Persian titles, descriptions and step titles', () => {
    const scenarios = scenarioCatalogue();
    expect(scenarios.map((s) => [s.name, s.title])).toEqual([
      ['first-day', 'اولین روز مشتری'],
      ['market-swing', 'نوسان بازار'],
      ['support', 'پشتیبانی'],
    ]);
    for (const scenario of scenarios) {
      expect(scenario.description).toMatch(/^[\u0600-\u06FF]/);
      for (const step of scenario.steps) expect(stepTitle(step)).toMatch(/^[\u0600-\u06FF]/);
    }
  });

  it('tell the stories the brief asks for: KYC and a deposit on cue, a price swing with a trade, a ticket and a withdrawal', () => {
    const kinds = Object.fromEntries(scenarioCatalogue().map((s) => [s.name, s.steps.map((step) => step.action.kind)]));
    expect(kinds['first-day']).toEqual(
      expect.arrayContaining(['wait-signup', 'approve-kyc', 'confirm-deposit', 'wait-trade', 'notify', 'market']),
    );
    expect(kinds['market-swing']).toEqual(
      expect.arrayContaining(['wait-price-alert', 'price-path', 'quiet-dealers', 'wait-trade', 'price-walk', 'market']),
    );
    expect(kinds.support).toEqual(['answer-ticket', 'approve-withdrawal', 'answer-ticket']);
  });
});

describe('loadScenarios', () => {
  it('reads every .json file of a folder in the order of their names, each named by its file', () => {
    const dir = folder({ 'b-story.json': good, 'a-story.json': { ...good, title: 'نخست' }, 'notes.txt': 'not a scenario' });
    expect(loadScenarios(dir).map((s) => [s.name, s.title])).toEqual([
      ['a-story', 'نخست'],
      ['b-story', 'آزمایش'],
    ]);
  });

  it('stops at a bad file, naming the file and each field at fault', () => {
    const message = refusal({
      'good.json': good,
      'broken.json': {
        title: 'خراب',
        description: 'پر از خطا',
        steps: [
          { delayMs: 0, action: { kind: 'market', mode: 'open' } },
          { delayMs: -5, action: { kind: 'dance' } },
          { action: { kind: 'price-path', ticks: [{ buyPrice: 100_000, sellPrice: 200_000 }] } },
        ],
      },
    });
    expect(message).toMatch(/^Scenario file .*broken\.json is not valid:\n/);
    expect(message).toContain('steps[1].delayMs: Too small');
    expect(message).toMatch(/steps\[1\]\.action\.kind: Invalid discriminator value\. Expected 'wait-signup'/);
    expect(message).toContain('steps[2].action.ticks[0].sellPrice: قیمت فروش باید کمتر از قیمت خرید باشد');
    expect(message).not.toContain('good.json');
  });

  it('names a missing field, an unknown one, and a text with nothing visible in it', () => {
    const message = refusal({
      'thin.json': {
        description: 'بی‌عنوان',
        steps: [{ action: { kind: 'notify', type: 'system', title: '\u200c', message: 'پیام', extra: 1 } }],
      },
    });
    expect(message).toContain('thin.json');
    expect(message).toContain('title: Invalid input: expected string, received undefined');
    expect(message).toContain('steps[0].action: Unrecognized key: "extra"');
    expect(message).toContain('steps[0].action.title: متن باید دست‌کم یک حرف یا رقم داشته باشد');
  });

  it('names a dealer the mock does not have', () => {
    const message = refusal({
      'dealers.json': { ...good, steps: [{ action: { kind: 'quiet-dealers', dealers: ['زرگری امین', 'طلافروشی ناشناس'] } }] },
    });
    expect(message).toContain('steps[0].action.dealers[1]: "طلافروشی ناشناس" is not one of the dealers: ');
    expect(message).not.toContain('dealers[0]');
  });

  it('names a file that is not JSON, and a file name that is no scenario name', () => {
    expect(refusal({ 'half.json': '{ "title": ' })).toMatch(/half\.json is not valid:\n {2}\(the whole file\): not JSON: /);
    expect(refusal({ 'First Day.json': good })).toContain('(file name): lower-case words joined by hyphens');
  });

  it('says when the folder itself cannot be read', () => {
    expect(() => loadScenarios(join(tmpdir(), 'no-such-scenarios-folder'))).toThrow(
      /^The scenario folder .*no-such-scenarios-folder cannot be read/,
    );
  });
});
