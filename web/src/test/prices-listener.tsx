import { StrictMode, type ReactElement } from 'react';
import { usePricesRealtime } from '../entities/prices/hooks/use-prices-realtime';
import { fakeSocket } from './fake-socket';
import { renderRoute } from './render';

/** The shell mounts the prices' realtime reaction; a test of a screen or widget mounts it beside what it renders. */
export function PricesListener() {
  usePricesRealtime();
  return null;
}

type LiveOptions = Omit<NonNullable<Parameters<typeof renderRoute>[1]>, 'socket'> & { strict?: boolean };

/**
 * Renders a screen or widget that reads live prices: the prices' realtime reaction beside it, on a fake socket that
 * the result returns as `realtime`; under StrictMode with `strict`.
 */
export function renderLive(element: ReactElement, { strict = false, ...options }: LiveOptions = {}) {
  const realtime = fakeSocket();
  const page = (
    <>
      <PricesListener />
      {element}
    </>
  );
  const rendered = renderRoute(strict ? <StrictMode>{page}</StrictMode> : page, { ...options, socket: realtime });
  return { ...rendered, realtime };
}
