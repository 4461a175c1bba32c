import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { getContrastRatio, ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastCloseButton } from '../ui/toast-close-button';
import { toastSurface } from './overrides/feedback';
import { paletteOf } from './palette';
import { createAppTheme } from './theme';

const MODES = ['light', 'dark'] as const;

/** The theme as the panel provides it; the class on <html> that color-mode.tsx sets (beforeEach) selects the mode. */
function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <MuiThemeProvider theme={createAppTheme()} colorSchemeNode={null} storageManager={null}>
      {children}
    </MuiThemeProvider>
  );
}

describe.each(MODES)('the %s theme', (mode) => {
  const theme = createAppTheme();
  const palette = paletteOf(theme, mode);
  const { background, primary, text } = palette;
  beforeEach(() => {
    document.documentElement.className = mode;
  });
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('gives toasts full-contrast text on their surface', () => {
    expect(getContrastRatio(text.primary, toastSurface(palette))).toBeGreaterThanOrEqual(7);
  });

  it('styles a toast: the surface, full-contrast text, and the close button pinned to the inline-end top corner', async () => {
    render(
      <ThemeProvider>
        <CssBaseline />
        <ToastContainer rtl theme={mode} autoClose={false} closeButton={ToastCloseButton} />
      </ThemeProvider>,
    );
    act(() => {
      toast.success('حساب بانکی اضافه شد و پس از بررسی کارشناسان، معمولاً ظرف یک تا سه روز کاری، تأیید می‌شود.');
    });
    const close = await screen.findByRole('button', { name: 'بستن پیام' });
    const body = getComputedStyle(close.closest('.Toastify__toast')!);
    expect(body.color).toBe(text.primary);
    expect(body.backgroundColor).toBe(toastSurface(palette));
    expect(body.alignItems).toBe('flex-start');
    expect(getComputedStyle(close).position).toBe('absolute');
  });

  it('rings the keyboard focus in the primary colour, 3:1 against the page and the paper', () => {
    expect(theme.focusVisible).toMatchObject({
      outlineStyle: 'solid',
      outlineWidth: 2,
      // The primary colour's variable: the next test sees it resolve to the mode's colour.
      outlineColor: expect.stringMatching(/^var\(--mui-palette-primary-main\b/),
    });
    expect(getContrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(primary.main, background.paper)).toBeGreaterThanOrEqual(3);
  });

  it('draws the ring on a button reached with the keyboard', async () => {
    render(
      <ThemeProvider>
        <CssBaseline />
        <Button>ثبت</Button>
      </ThemeProvider>,
    );
    await userEvent.setup({ delay: null }).tab();
    const button = screen.getByRole('button', { name: 'ثبت' });
    expect(button).toHaveFocus();
    expect(button).toHaveClass('Mui-focusVisible');
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    expect(getComputedStyle(button).outlineColor).toBe(primary.main);
  });

  // MUI's ripple mounts components on each press; the veil is CSS alone (INP, docs/assumptions.md).
  it('answers a press with a veil in the colour of the control, drawn by CSS, and mounts no ripple', async () => {
    render(
      <ThemeProvider>
        <Button>ثبت</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'ثبت' });
    await userEvent.setup({ delay: null }).pointer({ keys: '[MouseLeft>]', target: button });
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const rule = new RegExp(`\\.${button.classList[button.classList.length - 1]}:active::after\\{opacity:0\\.16;\\}`);
    expect(css).toMatch(rule);
  });

  it('turns a submit button on at once, without the colour fade other buttons keep', () => {
    render(
      <ThemeProvider>
        <Button type="submit">ثبت</Button>
        <Button>انصراف</Button>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'ثبت' })).transition).toBe('none');
    expect(getComputedStyle(screen.getByRole('button', { name: 'انصراف' })).transition).toContain('background-color');
  });

  it('lines the dialog buttons up with the fields', () => {
    render(
      <ThemeProvider>
        <Dialog open>
          <DialogContent>متن</DialogContent>
          <DialogActions>
            <Button>تأیید</Button>
          </DialogActions>
        </Dialog>
      </ThemeProvider>,
    );
    const content = screen.getByText('متن');
    const actions = screen.getByRole('button', { name: 'تأیید' }).parentElement!;
    for (const side of ['paddingLeft', 'paddingRight'] as const) {
      expect(getComputedStyle(actions)[side]).toBe(getComputedStyle(content)[side]);
    }
  });
});

describe('toasts in dark mode', () => {
  it('stand out from the page on a lighter surface', () => {
    const palette = paletteOf(createAppTheme(), 'dark');
    expect(getContrastRatio(toastSurface(palette), palette.background.default)).toBeGreaterThanOrEqual(1.4);
    expect(getContrastRatio(toastSurface(palette), palette.background.paper)).toBeGreaterThanOrEqual(1.2);
  });
});
