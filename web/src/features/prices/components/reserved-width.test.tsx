import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReservedWidth } from './reserved-width';

const reserved = (box: Element) => [...box.querySelectorAll(':scope > [data-reserve]')];

/** The declarations of the page's style rules that apply to `element`. */
const rulesFor = (element: Element) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => {
      const [selector, pseudo] = rule.selectorText.split('::');
      return element.matches(selector) && (pseudo === undefined || pseudo === 'before');
    })
    .map((rule) => rule.cssText)
    .join('\n');

describe('ReservedWidth', () => {
  it('keeps a hidden line for each text beside what it holds, in the one cell they share', () => {
    render(
      <ReservedWidth texts={['به‌روز شده همین حالا', 'به‌روز شده ۵۹ ثانیه پیش']} data-testid="room">
        <span>به‌روز شده ۷ ثانیه پیش</span>
      </ReservedWidth>,
    );
    const room = screen.getByTestId('room');
    const held = screen.getByText('به‌روز شده ۷ ثانیه پیش');
    expect(reserved(room).map((sizer) => sizer.getAttribute('data-reserve'))).toEqual([
      'به‌روز شده همین حالا',
      'به‌روز شده ۵۹ ثانیه پیش',
    ]);
    expect(room).toHaveStyle({ display: 'inline-grid' });
    for (const child of [...reserved(room), held]) expect(getComputedStyle(child).gridArea).toMatch(/^1 ?\/ ?1/);
  });

  it('leaves the reserved texts out of the page text and out of the accessibility tree', () => {
    render(
      <ReservedWidth texts={['بازار بسته است']} data-testid="room">
        <span>بازار باز است</span>
      </ReservedWidth>,
    );
    const room = screen.getByTestId('room');
    expect(room).toHaveTextContent(/^بازار باز است$/);
    expect(screen.queryByText('بازار بسته است')).not.toBeInTheDocument();
    const [sizer] = reserved(room);
    expect(sizer).toHaveAttribute('aria-hidden', 'true');
    expect(sizer).toBeEmptyDOMElement();
    // CSS draws the text, on one line and unseen: it only takes room.
    const css = rulesFor(sizer);
    expect(css).toMatch(/content: attr\(data-reserve\)/);
    expect(css).toMatch(/visibility: hidden/);
    expect(css).toMatch(/white-space: nowrap/);
  });
});
