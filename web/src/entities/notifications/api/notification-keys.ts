/** One root, so a refresh or a sign-out reaches every notification query. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  stats: ['notifications', 'stats'] as const,
};
