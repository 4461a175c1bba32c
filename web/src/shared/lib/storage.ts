import { STORAGE_KEYS } from '@gold/contracts/constants';

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage that never throws (private modes and full quotas). */
export const storage = {
  get(key: Key): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: Key, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(...keys: Key[]): void {
    try {
      for (const key of keys) localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};
