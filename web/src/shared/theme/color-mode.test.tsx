import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ColorModeProvider, useColorMode } from './color-mode';

function Probe() {
  const { choice, mode, setChoice } = useColorMode();
  return (
    <>
      <p>{`choice: ${choice}`}</p>
      <p>{`mode: ${mode}`}</p>
      <button type="button" onClick={() => setChoice('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setChoice('light')}>
        light
      </button>
      <button type="button" onClick={() => setChoice('system')}>
        system
      </button>
    </>
  );
}

const renderProbe = () =>
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );

/** An operating system whose dark-mode preference the test controls. */
function fakeSystemPreference(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(e: { matches: boolean }) => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((l) => l({ matches: next })));
    },
  };
}

const realMatchMedia = window.matchMedia;
const root = document.documentElement;

beforeEach(() => {
  root.className = '';
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  root.className = '';
  root.style.colorScheme = '';
});

describe('color mode', () => {
  it('defaults to system, which follows a light OS as light', () => {
    renderProbe();
    expect(screen.getByText('choice: system')).toBeInTheDocument();
    expect(screen.getByText('mode: light')).toBeInTheDocument();
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('saves a dark choice and puts the dark class on the root element', async () => {
    const user = userEvent.setup({ delay: null });
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByText('choice: dark')).toBeInTheDocument();
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('reads the stored choice on start', () => {
    localStorage.setItem('theme', 'light');
    fakeSystemPreference(true);
    renderProbe();
    expect(screen.getByText('choice: light')).toBeInTheDocument();
    expect(screen.getByText('mode: light')).toBeInTheDocument();
    expect(root).toHaveClass('light');
  });

  it('reads a stored dark choice on start', () => {
    localStorage.setItem('theme', 'dark');
    renderProbe();
    expect(screen.getByText('choice: dark')).toBeInTheDocument();
    expect(root).toHaveClass('dark');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', 'purple');
    renderProbe();
    expect(screen.getByText('choice: system')).toBeInTheDocument();
  });

  it('with system, follows the OS preference and its changes', () => {
    const os = fakeSystemPreference(true);
    renderProbe();
    expect(screen.getByText('mode: dark')).toBeInTheDocument();
    expect(root).toHaveClass('dark');

    os.set(false);
    expect(screen.getByText('mode: light')).toBeInTheDocument();
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('an explicit choice ignores the OS until system is chosen again', async () => {
    const os = fakeSystemPreference(false);
    const user = userEvent.setup({ delay: null });
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'light' }));
    os.set(true);
    expect(screen.getByText('mode: light')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'system' }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(screen.getByText('mode: dark')).toBeInTheDocument();
    expect(root).toHaveClass('dark');
  });
});
