import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { AppThemeProvider } from '../theme/app-theme';
import { LtrIsland } from './ltr-island';

afterEach(() => {
  document.documentElement.className = '';
});

describe('LtrIsland', () => {
  it('runs left to right inside, and leaves the customer’s theme on the page', () => {
    // Dark chosen on a system that prefers light (the test's browser).
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    render(
      <AppThemeProvider>
        <LtrIsland>
          <span>محور</span>
        </LtrIsland>
      </AppThemeProvider>,
    );
    expect(screen.getByText('محور').parentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });
});
