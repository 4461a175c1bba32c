import type { QueryClient } from '@tanstack/react-query';

export const priceAlertKeys = {
  all: ['price-alerts'] as const,
  list: () => ['price-alerts', 'list'] as const,
};

/** After an alert was set, deleted or fired: the list is asked again. */
export const refreshPriceAlerts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all });
