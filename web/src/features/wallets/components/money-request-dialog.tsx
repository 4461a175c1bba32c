import { useEffect, type ComponentType } from 'react';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { SessionDialog } from '../../../shared/ui/session-dialog';

/** One opening of a deposit or withdraw dialog for one wallet: a new session starts with a fresh form. */
export type MoneyRequestSession = { id: string; wallet: WalletView };

/** What the dialog's content is given. */
export type MoneyRequestViewProps = { wallet: WalletView; titleId: string; onClose(): void; onBusyChange(busy: boolean): void };

type Props = { session: MoneyRequestSession | null; open: boolean; onClose(): void; view: ComponentType<MoneyRequestViewProps> };

/**
 * The frame of the deposit and withdraw dialogs (spec 2 sections 2, 4 and 5). It keeps its last session through the
 * closing transition; a new session starts afresh, so its state resets on every opening.
 */
export function MoneyRequestDialog({ session, open, onClose, view: View }: Props) {
  return (
    <SessionDialog session={session?.id ?? null} open={open} onClose={onClose}>
      {({ titleId, onBusyChange }) =>
        session && <View wallet={session.wallet} titleId={titleId} onClose={onClose} onBusyChange={onBusyChange} />
      }
    </SessionDialog>
  );
}

/** A success view that closes the dialog by itself, `ms` after it shows. */
export function useCloseAfter(showing: boolean, ms: number, onClose: () => void) {
  useEffect(() => {
    if (!showing) return;
    const timer = window.setTimeout(onClose, ms);
    return () => window.clearTimeout(timer);
  }, [showing, ms, onClose]);
}
