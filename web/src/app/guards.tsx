import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { storage } from '../shared/lib/storage';
import { useSession } from '../shared/session/session-context';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { paths } from '../shared/config/paths';

/** Guest-only screens: a signed-in customer goes to the dashboard. */
export function GuestOnly() {
  const { state } = useSession();
  if (state === 'loading') return <FullPageSpinner />;
  if (state === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Protected layout and status guard: a spinner while the session loads, /auth for a visitor,
 * /restricted for an inactive account, /otp-verification for an unverified one.
 */
export function RequireHealthyAccount({ children }: { children: React.ReactNode }) {
  const { state, status, user, confirmed } = useSession();
  const location = useLocation();
  const healthy = state === 'authenticated' && status === 'active';
  // Once the pages were shown, a guest here has signed out (or their session ended): signing in again starts afresh,
  // rather than on the page they left.
  const [admitted, setAdmitted] = useState(false);
  if (healthy && !admitted) setAdmitted(true);
  // A stored user that is not active may be out of date: wait for the server before sending them away.
  if (state === 'loading' || (state === 'authenticated' && status !== 'active' && !confirmed)) return <FullPageSpinner />;
  if (state === 'guest' || status === 'unknown') {
    const from = admitted ? undefined : { from: location.pathname + location.search };
    return <Navigate to={paths.auth.signIn.href()} replace state={from} />;
  }
  if (status === 'inactive') return <Navigate to={paths.auth.restricted.href()} replace />;
  if (status === 'unverified') {
    if (user) storage.set(STORAGE_KEYS.pendingPhone, user.mobile);
    // Nothing was sent on this path: the code screen asks for a code first.
    return <Navigate to={paths.auth.otpVerification.href()} replace state={{ sendCode: true }} />;
  }
  return <>{children}</>;
}
