import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import { PageTitle } from '../../../shared/ui/page-title';
import { BankSection } from '../components/bank-section';
import { KycSection } from '../components/kyc-section';
import { ProfileSection } from '../components/profile-section';
import { SecuritySection } from '../components/security-section';
import { SettingsSection } from '../components/settings-section';
import { SETTINGS_TEXT } from '../messages';
import { isSettingsSection, type SettingsSection as SectionId } from '../../../shared/config/paths';

/** Without ?section the identity section is open: the level is what a customer most often comes to check. */
const DEFAULT_SECTION: SectionId = 'kyc';

/** /settings: identity verification, profile, bank accounts and security; ?section=kyc|profile|bank|security opens one. */
export default function SettingsRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const param = params.get('section');
  const requested = isSettingsSection(param) ? param : null;
  const [expanded, setExpanded] = useState<ReadonlySet<SectionId>>(() => new Set([requested ?? DEFAULT_SECTION]));
  // Every navigation here (the header's user menu, a notification) opens its section, even when the URL is unchanged.
  const [handledKey, setHandledKey] = useState(location.key);
  if (handledKey !== location.key) {
    setHandledKey(location.key);
    if (requested && !expanded.has(requested)) setExpanded(new Set(expanded).add(requested));
  }

  useEffect(() => {
    if (requested) document.getElementById(`settings-${requested}`)?.scrollIntoView?.({ block: 'start' });
  }, [requested, location.key]);

  const toggle = (id: SectionId, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const section = (id: SectionId) => ({ id, expanded: expanded.has(id), onToggle: toggle });

  return (
    <>
      <PageTitle>{SETTINGS_TEXT.pageTitle}</PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 1100 }}>
        <SettingsSection {...section('kyc')} title={SETTINGS_TEXT.kycTitle} icon={<VerifiedUser />}>
          <KycSection />
        </SettingsSection>
        <SettingsSection {...section('profile')} title={SETTINGS_TEXT.profileTitle} icon={<Person />}>
          <ProfileSection />
        </SettingsSection>
        <SettingsSection {...section('bank')} title={SETTINGS_TEXT.bankTitle} icon={<AccountBalance />}>
          <BankSection />
        </SettingsSection>
        <SettingsSection {...section('security')} title={SETTINGS_TEXT.securityTitle} icon={<Lock />}>
          <SecuritySection />
        </SettingsSection>
      </Stack>
    </>
  );
}
