import { StrictMode, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { User } from '@gold/contracts/profile';
import { fakeSocket } from '../../test/fake-socket';
import { Profiled } from '../../test/profiler';
import { renderRoute } from '../../test/render';
import { AppShell } from '../shell/app-shell';

/**
 * The signed-in shell with `page` at `url`, each in its own Profiler ('shell' and 'page'), on a fake socket, under
 * StrictMode on request: for the tests that a price tick re-renders only what shows the price.
 */
export function renderInProfiledShell(
  page: ReactElement,
  { url, user, strict = false }: { url: string; user: User; strict?: boolean },
) {
  const realtime = fakeSocket();
  const path = url.replace(/^\//, '');
  const pageRoute = <Profiled id="page">{page}</Profiled>;
  const app = (
    <Routes>
      <Route
        element={
          <Profiled id="shell">
            <AppShell />
          </Profiled>
        }
      >
        {path ? <Route path={path} element={pageRoute} /> : <Route index element={pageRoute} />}
      </Route>
    </Routes>
  );
  const rendered = renderRoute(strict ? <StrictMode>{app}</StrictMode> : app, { url, path: '/*', user, socket: realtime });
  return { ...rendered, realtime };
}
