import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '@gold/contracts/reports';
import { AppThemeProvider } from '../../../shared/theme/app-theme';
import MonthsChart from './months-chart';

const month = (key: string, boughtMg: number) => ({
  month: key,
  boughtMg,
  boughtToman: 0,
  soldMg: 0,
  soldToman: 0,
  deposits: 0,
  withdrawals: 0,
});
const MONTHS = [month('1405-07', 1000), month('1405-08', 2000), month('1405-09', 3000)] as Report['months'];

describe('MonthsChart', () => {
  it('runs left to right in an LTR island: the oldest month on the left, the newest on the right', () => {
    render(
      <AppThemeProvider>
        <MonthsChart months={MONTHS} height={240} />
      </AppThemeProvider>,
    );
    const figure = screen.getByRole('figure');
    const island = figure.querySelector('[dir="ltr"]');
    expect(island).not.toBeNull();
    const ticks = [...island!.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickContainer')]
      .filter((tick) => tick.textContent)
      .map((tick) => ({
        label: tick.textContent,
        x: Number(/translate\(([-\d.]+)/.exec(tick.getAttribute('transform') ?? '')?.[1]),
      }))
      .sort((a, b) => a.x - b.x);
    expect(ticks.map((tick) => tick.label)).toEqual(['مهر ۱۴۰۵', 'آبان ۱۴۰۵', 'آذر ۱۴۰۵']);
  });
});
