/** A skipped run of pages, shown as an ellipsis. */
export const GAP = 'gap' as const;
export type PageItem = number | typeof GAP;

/**
 * The page buttons for page `current` of `total`: the first and the last page, `window` pages either side of the
 * current one, and a gap wherever pages are left out. A gap would stand for a single page is that page instead: an
 * ellipsis is never narrower than the number it hides. Pages are 1-based; `current` is clamped into 1..total.
 *
 * paginationWindow(10, 20, 2) -> [1, GAP, 8, 9, 10, 11, 12, GAP, 20]
 */
export function paginationWindow(current: number, total: number, window: number): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const reach = Math.max(0, Math.trunc(window));
  const shown = new Set([1, total]);
  for (let p = Math.max(1, page - reach); p <= Math.min(total, page + reach); p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  for (const p of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) items.push(GAP);
    items.push(p);
  }
  return items;
}
