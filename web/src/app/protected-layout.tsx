import { RequireHealthyAccount } from './guards';
import { AppShell } from './shell/app-shell';

/** Lazy chunk: the shell only loads once someone is signed in. */
export default function ProtectedLayout() {
  return (
    <RequireHealthyAccount>
      <AppShell />
    </RequireHealthyAccount>
  );
}
