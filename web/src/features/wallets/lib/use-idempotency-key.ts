import { useCallback, useRef } from 'react';

/**
 * An Idempotency-Key per submission: the same body sent again (a retry after a lost answer or an error) keeps its
 * key, so the server moves the money once; a changed body is a new submission with a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useCallback((body: unknown): string => {
    const fingerprint = JSON.stringify(body);
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
