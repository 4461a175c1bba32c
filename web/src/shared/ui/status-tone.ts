/**
 * One colour per status across the panel: done is success, waiting is warning, stopped is error. A status it does
 * not know reads as neutral.
 */
export type StatusTone = 'success' | 'warning' | 'error' | 'default';

const TONES: Record<string, StatusTone> = {
  completed: 'success',
  approved: 'success',
  pending: 'warning',
  cancelled: 'error',
  rejected: 'error',
  failed: 'error',
};

export const statusTone = (status: string): StatusTone => TONES[status] ?? 'default';
