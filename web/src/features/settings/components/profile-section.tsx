import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { User } from '@gold/contracts/profile';
import { toLocalMobile } from '@gold/contracts/rules/phone';
import { LoadError } from '../../../shared/ui/load-error';
import { formatDigits } from '../../../shared/lib/format';
import { useSession } from '../../../shared/session/session-context';
import { useKyc } from '../../../entities/kyc/api/get-kyc';
import { useFreshProfile } from '../../../entities/profile/api/get-profile';
import { UI_TEXT } from '../../../shared/ui/messages';
import { SETTINGS_TEXT } from '../messages';
import { BirthdateEditor } from './birthdate-editor';
import { ChangeRequestRow } from './change-request-row';
import { EmailEditor } from './email-editor';
import { MobileChange } from './mobile-change';
import { NameEditor } from './name-editor';
import { NationalIdEditor } from './national-id-editor';
import { ProfileRow } from './profile-row';
import { VerificationBadge } from './verification-badge';

const digitsOrNull = (value: string | null | undefined) => (value ? formatDigits(value) : null);

/** Mobile, name, e-mail, national ID and birthdate, each editable (spec 1 section 2, Settings). */
export function ProfileSection() {
  const { user, setUser } = useSession();
  const kyc = useKyc();
  const fresh = useFreshProfile();
  const [editingEmail, setEditingEmail] = useState(false);
  useEffect(() => {
    if (fresh.data) setUser(fresh.data);
  }, [fresh.data, setUser]);
  if (!user) return null;

  // The KYC answer is fresher than the stored user once an administrator has approved a change.
  const nationalId = kyc.data?.nationalId ?? user.nationalId;
  const birthdate = kyc.data?.birthdate ?? user.birthdate;
  const badge = (verified: boolean | undefined) =>
    verified === undefined ? (
      kyc.isPending ? <Skeleton variant="rounded" width={80} height={24} aria-hidden /> : null
    ) : (
      <VerificationBadge verified={verified} />
    );

  return (
    <Stack spacing={1}>
      {!user.email && !editingEmail && (
        <Alert
          severity="info"
          role="note"
          action={
            <Button color="inherit" size="small" onClick={() => setEditingEmail(true)}>
              {SETTINGS_TEXT.addEmail}
            </Button>
          }
        >
          {SETTINGS_TEXT.emailBanner}
        </Alert>
      )}
      {kyc.isError && !kyc.data && (
        <LoadError message={SETTINGS_TEXT.kycLoadFailed} onRetry={() => void kyc.refetch()} retrying={kyc.isFetching} />
      )}
      <Box>
        <MobileRow user={user} />
        <ChangeRequestRow
          kind="name"
          label={SETTINGS_TEXT.nameLabel}
          value={user.name}
          editLabel={SETTINGS_TEXT.editName}
          display={(v) => v}
          editor={(close) => <NameEditor current={user.name} onClose={close} />}
        />
        <ProfileRow
          label={SETTINGS_TEXT.emailLabel}
          value={user.email}
          ltr
          editLabel={SETTINGS_TEXT.editEmail}
          onEdit={() => setEditingEmail(true)}
          editing={editingEmail}
        >
          {editingEmail && <EmailEditor user={user} onClose={() => setEditingEmail(false)} />}
        </ProfileRow>
        <ChangeRequestRow
          kind="national-id"
          label={SETTINGS_TEXT.nationalIdLabel}
          value={digitsOrNull(nationalId)}
          ltr
          badge={badge(kyc.data?.nationalIdVerified)}
          editLabel={SETTINGS_TEXT.editNationalId}
          display={formatDigits}
          editor={(close) => <NationalIdEditor current={nationalId ?? ''} onClose={close} />}
        />
        <ChangeRequestRow
          kind="birthdate"
          label={SETTINGS_TEXT.birthdateLabel}
          value={digitsOrNull(birthdate)}
          ltr
          badge={badge(kyc.data?.birthdateVerified)}
          editLabel={SETTINGS_TEXT.editBirthdate}
          display={formatDigits}
          editor={(close) => <BirthdateEditor current={birthdate} onClose={close} />}
        />
      </Box>
    </Stack>
  );
}

type MobileState = 'idle' | 'changing' | 'done' | 'cancelled';

function MobileRow({ user }: { user: User }) {
  const { setUser } = useSession();
  const [state, setState] = useState<MobileState>('idle');
  return (
    <ProfileRow
      label={SETTINGS_TEXT.mobileLabel}
      value={formatDigits(toLocalMobile(user.mobile))}
      ltr
      editLabel={SETTINGS_TEXT.changeMobile}
      editText={SETTINGS_TEXT.change}
      onEdit={() => setState('changing')}
      editing={state === 'changing'}
    >
      {state === 'changing' && (
        <MobileChange
          user={user}
          onDone={(updated) => {
            setUser(updated);
            setState('done');
          }}
          onCancel={() => setState('cancelled')}
        />
      )}
      {state === 'done' && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }} onClose={() => setState('idle')} slotProps={{ closeButton: { 'aria-label': UI_TEXT.close } }}>
          {SETTINGS_TEXT.mobileChangedBefore} <bdi dir="ltr">{formatDigits(toLocalMobile(user.mobile))}</bdi>{' '}
          {SETTINGS_TEXT.mobileChangedAfter}
        </Alert>
      )}
      {state === 'cancelled' && (
        <Alert severity="info" role="status" sx={{ mt: 1.5 }} onClose={() => setState('idle')} slotProps={{ closeButton: { 'aria-label': UI_TEXT.close } }}>
          {SETTINGS_TEXT.mobileChangeCancelled}
        </Alert>
      )}
    </ProfileRow>
  );
}
