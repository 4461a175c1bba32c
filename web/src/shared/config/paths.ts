/** The sections of /settings, in the page's order; `?section=` opens one. */
export const SETTINGS_SECTIONS = ['kyc', 'profile', 'bank', 'security'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export const isSettingsSection = (value: string | null): value is SettingsSection =>
  SETTINGS_SECTIONS.includes(value as SettingsSection);

/** The tabs of /wallets, in the page's order; `?tab=` opens one, and the first needs none. */
export const WALLETS_TABS = ['wallets', 'transactions', 'deposit-requests', 'withdraw-requests'] as const;
export type WalletsTab = (typeof WALLETS_TABS)[number];
export const isWalletsTab = (value: string | null): value is WalletsTab => WALLETS_TABS.includes(value as WalletsTab);

/** The sides /trading opens on; `?side=sell` opens the sell side, and buy needs none. */
export const TRADE_SIDE_PARAM = 'side';
export const isTradeSide = (value: string | null): value is 'buy' | 'sell' => value === 'buy' || value === 'sell';

/** The dialogs /wallets opens for the Toman wallet: `/wallets?action=deposit`. */
export const WALLET_ACTIONS = ['deposit', 'withdraw'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];
export const WALLET_ACTION_PARAM = 'action';
export const isWalletAction = (value: string | null): value is WalletAction => WALLET_ACTIONS.includes(value as WalletAction);

/** The query parameter that opens one ticket's conversation on /tickets: `/tickets?ticket=<id>`. */
export const TICKET_PARAM = 'ticket';

const page = <P extends string>(path: P) => ({ path, href: () => path });
const withSearch = (path: string, search?: URLSearchParams) => (search?.size ? `${path}?${search}` : path);

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
    trading: {
      path: '/trading',
      href: (side?: 'buy' | 'sell') => (side === 'sell' ? `/trading?${TRADE_SIDE_PARAM}=sell` : '/trading'),
    },
    wallets: {
      path: '/wallets',
      href: (tab?: WalletsTab) => (tab && tab !== WALLETS_TABS[0] ? `/wallets?tab=${tab}` : '/wallets'),
      /** The wallets tab with the Toman wallet's deposit or withdraw dialog open. */
      action: (action: WalletAction) => `/wallets?${WALLET_ACTION_PARAM}=${action}`,
    },
    tickets: {
      path: '/tickets',
      href: (ticketId?: string) => (ticketId ? `/tickets?${TICKET_PARAM}=${encodeURIComponent(ticketId)}` : '/tickets'),
    },
    reports: {
      path: '/reports',
      /** The report of a period, as `periodParams` writes it in the address. */
      href: (period?: URLSearchParams) => withSearch('/reports', period),
    },
    /** The statement's print view, outside the shell, for the period the address names as /reports does. */
    reportsPrint: {
      path: '/reports/print',
      href: (period?: URLSearchParams) => withSearch('/reports/print', period),
    },
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
