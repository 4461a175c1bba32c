import { Fragment, useId, useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';

type Props = {
  /** One opening of the dialog: a new one starts its content afresh. Kept through the closing transition. */
  session: string | null;
  open: boolean;
  onClose(): void;
  fullScreen?: boolean;
  /** The content, told its title's id, whether work is under way, and how to say so. */
  children(view: { titleId: string; busy: boolean; onBusyChange(busy: boolean): void }): ReactNode;
};

/**
 * A form's dialog: its content is keyed by the session, so each opening resets it, and it cannot be dismissed
 * while the content says work is under way (a deposit, a withdrawal, a ticket on its way).
 */
export function SessionDialog({ session, open, onClose, fullScreen, children }: Props) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      {session && <Fragment key={session}>{children({ titleId, busy, onBusyChange: setBusy })}</Fragment>}
    </Dialog>
  );
}
