import { getRuntimeConfig } from '../../../shared/config/runtime-config';

/**
 * Price alerts are the mock's extension, not the spec's: they show only where config.json says the API offers them,
 * so against an API without them the panel hides them rather than showing a feature that fails.
 */
export const priceAlertsOffered = (): boolean => getRuntimeConfig().capabilities.priceAlerts;
