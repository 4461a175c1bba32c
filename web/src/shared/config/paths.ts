/** The sections of /settings, in the page's order; `?section=` opens one. */
export const SETTINGS_SECTIONS = ['kyc', 'profile', 'bank', 'security'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export const isSettingsSection = (value: string | null): value is SettingsSection =>
  SETTINGS_SECTIONS.includes(value as SettingsSection);

const page = <P extends string>(path: P) => ({ path, href: () => path });

/** Every route of the panel, once: nothing else types a route string. */
export const paths = {
  auth: {
    signIn: page('/auth'),
    register: page('/register'),
    forgotPassword: page('/forgot-password'),
    otpVerification: page('/otp-verification'),
    restricted: page('/restricted'),
  },
  app: {
    dashboard: page('/'),
    trading: page('/trading'),
    wallets: page('/wallets'),
    tickets: page('/tickets'),
    reports: page('/reports'),
    notifications: page('/notifications'),
    settings: {
      path: '/settings',
      href: (section?: SettingsSection) => (section ? `/settings?section=${section}` : '/settings'),
    },
  },
} as const;

/** The screens a signed-out visitor uses; a 401 there is a wrong password, not an ended session. */
export const GUEST_PATHS: readonly string[] = [
  paths.auth.signIn.path,
  paths.auth.forgotPassword.path,
  paths.auth.register.path,
  paths.auth.otpVerification.path,
];
