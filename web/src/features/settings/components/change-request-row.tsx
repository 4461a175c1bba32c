import { useState, type ReactNode } from 'react';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import { LoadError } from '../../../shared/ui/load-error';
import { usePendingChange } from '../api/get-pending-change';
import { SETTINGS_TEXT } from '../messages';
import { LoadingBlock } from './loading-block';
import { PendingChangeCard } from './pending-change-card';
import { ProfileRow } from './profile-row';

type Props = {
  kind: ChangeRequestKind;
  label: string;
  value: string | null | undefined;
  ltr?: boolean;
  badge?: ReactNode;
  editLabel: string;
  /** How a requested value reads in the pending card. */
  display(value: string): string;
  editor(close: () => void): ReactNode;
};

/**
 * A value that changes only with an administrator's approval (name, national ID, birthdate): while a request
 * is pending its card shows and the edit button is disabled.
 */
export function ChangeRequestRow({ kind, label, value, ltr, badge, editLabel, display, editor }: Props) {
  const pending = usePendingChange(kind);
  const [editing, setEditing] = useState(false);
  const request = pending.data ?? null;
  const open = editing && !request;

  return (
    <ProfileRow
      label={label}
      value={value}
      ltr={ltr}
      badge={badge}
      editLabel={editLabel}
      onEdit={() => setEditing(true)}
      editDisabled={pending.isPending || request !== null}
      editing={open}
    >
      {pending.isPending && <LoadingBlock label={SETTINGS_TEXT.checkingRequests(label)} lines={1} />}
      {pending.isError && !pending.data && (
        <LoadError message={SETTINGS_TEXT.pendingLoadFailed} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />
      )}
      {request && <PendingChangeCard kind={kind} request={request} display={display} ltr={ltr} />}
      {open && editor(() => setEditing(false))}
    </ProfileRow>
  );
}
