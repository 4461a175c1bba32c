import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../../../shared/session/session-api';

export const profileKeys = { all: ['profile'] as const, fresh: () => ['profile', 'fresh'] as const };

/**
 * GET /user-auth/profile each time a screen that shows it opens: an administrator may have approved a change since
 * sign-in. Nothing is cached, so an older answer can never overwrite a newer session user.
 */
export const freshProfileQueryOptions = () => queryOptions({ queryKey: profileKeys.fresh(), queryFn: fetchProfile, staleTime: 0, gcTime: 0 });
export const useFreshProfile = () => useQuery(freshProfileQueryOptions());
