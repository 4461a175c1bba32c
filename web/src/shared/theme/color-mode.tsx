import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { storage } from '../lib/storage';

export type ThemeChoice = 'light' | 'dark' | 'system';
type ColorMode = { choice: ThemeChoice; mode: 'light' | 'dark'; setChoice(choice: ThemeChoice): void };

const ColorModeContext = createContext<ColorMode | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const readChoice = (): ThemeChoice => {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
};

// No window when a guest page is rendered at build time (prerender.tsx): the light theme.
const systemDark = () => (typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches) || false;

const modeOf = (choice: ThemeChoice, dark: boolean) => (choice === 'system' ? (dark ? 'dark' : 'light') : choice);

/** The theme the panel's first render takes. */
export const initialColorMode = (): 'light' | 'dark' => modeOf(readChoice(), systemDark());

function useSystemDark(): boolean {
  const [dark, setDark] = useState(systemDark);
  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const onChange = (e: MediaQueryListEvent) => setDark(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/** System (default), light or dark; saved under `theme`. The root element carries the matching class. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const mode = modeOf(choice, useSystemDark());

  // Before the browser paints: no frame in the old colours.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.classList.toggle('light', mode === 'light');
    root.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo<ColorMode>(
    () => ({
      choice,
      mode,
      setChoice(next) {
        storage.set(STORAGE_KEYS.theme, next);
        setChoiceState(next);
      },
    }),
    [choice, mode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorMode {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
