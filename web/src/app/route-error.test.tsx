import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the Persian error page with a reload for a screen that throws, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'مشکلی پیش آمد' })).toBeInTheDocument();
    expect(screen.getByText('بارگذاری این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'route error',
      expect.objectContaining({ message: expect.stringContaining('dynamically') }),
    );
  });

  it('shows the screen when nothing throws', () => {
    render(
      <RouteErrorBoundary>
        <h1>داشبورد</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
  });
});
