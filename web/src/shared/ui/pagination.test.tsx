import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../theme/app-theme';
import { Pagination } from './pagination';

const renderPagination = (page: number, totalPages: number, total: number) => {
  const onChange = vi.fn();
  const view = render(
    <AppThemeProvider>
      <Pagination page={page} totalPages={totalPages} total={total} pageSize={10} onChange={onChange} label="صفحه‌بندی آزمایشی" />
    </AppThemeProvider>,
  );
  return { ...view, onChange, user: userEvent.setup({ delay: null }) };
};
const nav = () => screen.getByRole('navigation', { name: 'صفحه‌بندی آزمایشی' });
/** What each item shows, in order; the ellipses are hidden from screen readers, which skip them. */
const shown = () =>
  [...nav().querySelectorAll('li')].map((li) =>
    li.textContent === '' ? within(li).getByRole('button').getAttribute('aria-label') : li.textContent,
  );

describe('Pagination', () => {
  it('is not there with one page or none', () => {
    const { container } = renderPagination(1, 1, 7);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('نمایش');
  });

  it('shows the window around the current page with ellipses, and which items are shown', () => {
    renderPagination(10, 20, 195);
    expect(shown()).toEqual(['صفحه قبل', '۱', '…', '۸', '۹', '۱۰', '۱۱', '۱۲', '…', '۲۰', 'صفحه بعد']);
    expect(nav()).toHaveTextContent('نمایش ۹۱ تا ۱۰۰ از ۱۹۵ مورد');
    expect(within(nav()).getByRole('button', { name: 'صفحه ۱۰' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav())
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect([...nav().querySelectorAll('li[aria-hidden="true"]')].map((li) => li.textContent)).toEqual(['…', '…']);
  });

  it('keeps a window of two pages either side of the current one, and more near either end', () => {
    const { unmount } = renderPagination(1, 20, 195);
    expect(shown()).toEqual(['صفحه قبل', '۱', '۲', '۳', '۴', '۵', '۶', '۷', '…', '۲۰', 'صفحه بعد']);
    unmount();
    renderPagination(4, 8, 75);
    expect(shown()).toEqual(['صفحه قبل', '۱', '۲', '۳', '۴', '۵', '۶', '۷', '۸', 'صفحه بعد']);
  });

  it('the last page shows the items left; next waits at the end and previous at the start', () => {
    const { unmount } = renderPagination(20, 20, 195);
    expect(nav()).toHaveTextContent('نمایش ۱۹۱ تا ۱۹۵ از ۱۹۵ مورد');
    expect(within(nav()).getByRole('button', { name: 'صفحه بعد' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'صفحه قبل' })).toBeEnabled();
    unmount();
    renderPagination(1, 20, 195);
    expect(within(nav()).getByRole('button', { name: 'صفحه قبل' })).toBeDisabled();
  });

  it('asks for the page clicked, the previous and the next; the current page asks for nothing', async () => {
    const { onChange, user } = renderPagination(3, 5, 45);
    await user.click(within(nav()).getByRole('button', { name: 'صفحه ۵' }));
    await user.click(within(nav()).getByRole('button', { name: 'صفحه قبل' }));
    await user.click(within(nav()).getByRole('button', { name: 'صفحه بعد' }));
    await user.click(within(nav()).getByRole('button', { name: 'صفحه ۳' }));
    expect(onChange.mock.calls).toEqual([[5], [2], [4]]);
  });
});
