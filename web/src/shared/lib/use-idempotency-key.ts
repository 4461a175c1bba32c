import { useCallback, useMemo, useRef } from 'react';

/**
 * An Idempotency-Key per customer action: the same body sent again (a retry after a lost answer or an error) keeps
 * its key, so the server acts once; a changed body is a new action. `forget` after a success, so that the same words
 * sent again on purpose (a second "ممنون") are a new message, not a replay of the first.
 */
export function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown): string => {
    const fingerprint = JSON.stringify(body);
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
  const forget = useCallback(() => {
    last.current = null;
  }, []);
  return useMemo(() => ({ keyFor, forget }), [keyFor, forget]);
}
