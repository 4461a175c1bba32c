import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGINATION_WINDOW } from '@gold/contracts/constants';
import { GAP, paginationWindow, type PageItem } from './pagination-window';

const numbers = (items: PageItem[]) => items.filter((i): i is number => i !== GAP);

describe('paginationWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, GAP, 20]],
    [3, 20, [1, 2, 3, 4, 5, GAP, 20]],
    // Page 2 alone would be hidden behind the gap: it is shown.
    [5, 20, [1, 2, 3, 4, 5, 6, 7, GAP, 20]],
    [6, 20, [1, GAP, 4, 5, 6, 7, 8, GAP, 20]],
    [10, 20, [1, GAP, 8, 9, 10, 11, 12, GAP, 20]],
    [16, 20, [1, GAP, 14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, GAP, 18, 19, 20]],
  ])('page %i of %i with a window of 2', (current, total, expected) => {
    expect(paginationWindow(current, total, 2)).toEqual(expected);
  });

  it('the spec’s window is 2', () => {
    expect(PAGINATION_WINDOW).toBe(2);
  });

  it('is empty without pages and clamps a page outside them', () => {
    expect(paginationWindow(1, 0, 2)).toEqual([]);
    expect(paginationWindow(0, 3, 2)).toEqual([1, 2, 3]);
    expect(paginationWindow(99, 10, 2)).toEqual([1, GAP, 8, 9, 10]);
  });

  const args = fc
    .record({ total: fc.integer({ min: 1, max: 500 }), window: fc.integer({ min: 0, max: 5 }) })
    .chain(({ total, window }) =>
      fc.record({ total: fc.constant(total), window: fc.constant(window), current: fc.integer({ min: 1, max: total }) }),
    );

  it('always holds the first, the last and the current page, and the window around it', () => {
    fc.assert(
      fc.property(args, ({ current, total, window }) => {
        const pages = numbers(paginationWindow(current, total, window));
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        for (let p = Math.max(1, current - window); p <= Math.min(total, current + window); p++) expect(pages).toContain(p);
      }),
    );
  });

  it('pages are sorted with no duplicates, inside 1..total', () => {
    fc.assert(
      fc.property(args, ({ current, total, window }) => {
        const pages = numbers(paginationWindow(current, total, window));
        for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1]);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
      }),
    );
  });

  it('a gap stands exactly where pages are skipped, for two or more of them; neighbours without one are consecutive', () => {
    fc.assert(
      fc.property(args, ({ current, total, window }) => {
        const items = paginationWindow(current, total, window);
        expect(items[0]).not.toBe(GAP);
        expect(items.at(-1)).not.toBe(GAP);
        for (let i = 1; i < items.length; i++) {
          const [before, item] = [items[i - 1], items[i]];
          if (item === GAP) {
            expect(before).not.toBe(GAP);
            expect((items[i + 1] as number) - (before as number)).toBeGreaterThanOrEqual(3);
          } else if (before !== GAP) {
            expect(item - before).toBe(1);
          }
        }
      }),
    );
  });

  it('stays short: at most the window twice, the current, two ends and two gaps', () => {
    fc.assert(
      fc.property(args, ({ current, total, window }) => {
        expect(paginationWindow(current, total, window).length).toBeLessThanOrEqual(Math.min(total, 2 * window + 1 + 4));
      }),
    );
  });
});
