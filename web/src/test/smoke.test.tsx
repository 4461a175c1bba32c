import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFoundRoute from '../app/not-found';
import { renderRoute } from './render';

describe('test harness', () => {
  it('renders a route inside the providers', async () => {
    renderRoute(<NotFoundRoute />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحه مورد نظر یافت نشد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
  });
});
