/** The colours a status is shown in: MUI's palette names. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

/**
 * One colour per status across the panel, whatever it is the status of (a deposit, a withdrawal, a transaction, a
 * trade, a ticket, a bank account): done is success, waiting is warning, refused or failed is error, under way is
 * info, and closed is neutral. The words carry the status; the colour only repeats it, the same everywhere.
 */
export const STATUS_TONES = {
  completed: 'success',
  approved: 'success',
  verified: 'success',
  resolved: 'success',
  pending: 'warning',
  // A ticket waiting for support's first answer.
  open: 'warning',
  in_progress: 'info',
  rejected: 'error',
  failed: 'error',
  cancelled: 'error',
  closed: 'default',
  // A hold given back whole: nothing left the wallet.
  released: 'default',
} as const satisfies Record<string, StatusTone>;

export type KnownStatus = keyof typeof STATUS_TONES;

/** The colour of a status; one the panel does not know is neutral. */
export const statusTone = (status: string): StatusTone =>
  Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as KnownStatus] : 'default';
