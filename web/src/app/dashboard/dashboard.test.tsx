import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, serveDashboard } from './test/serve-dashboard';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('region', { name });

describe('smoke', () => {
  it('renders', async () => {
    serveDashboard();
    renderDashboard();
    const chart = await screen.findByRole('figure', {}, { timeout: 4000 });
    expect(chart).toBeInTheDocument();
    await waitFor(() => expect(card('ارزش دارایی')).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰'));
    screen.debug(card('نمودار قیمت طلا'), 3000);
    void within;
  });
});
