import { useRef } from 'react';
import { screen, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { setRuntimeConfig } from '../../../shared/config/runtime-config';
import { fakeSocket } from '../../../test/fake-socket';
import { serve } from '../../../test/fake-api/plumbing';
import { priceRoutes, priceStore, type PriceStore } from '../../../test/fake-api/prices';
import { renderRoute } from '../../../test/render';
import { PriceAlertButton } from '../components/price-alert-button';
import { PriceAlertCount, PriceAlertList } from '../components/price-alert-list';

/** The button and the list together, as the dashboard's card puts them. */
function Alerts() {
  const add = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <PriceAlertButton ref={add} label="هشدار تازه" />
      <PriceAlertCount />
      <PriceAlertList focusAfterDelete={add} />
    </main>
  );
}

/** The alerts on a page, the API offering them (config.json) unless `offered` is false, with the live price served. */
export function renderPriceAlerts({ offered = true, price }: { offered?: boolean; price?: Partial<PriceStore> } = {}) {
  setRuntimeConfig({ capabilities: { priceAlerts: offered } });
  // The configuration is the module's, shared by the files of a worker: each test leaves it off, as it found it.
  onTestFinished(() => setRuntimeConfig({ capabilities: { priceAlerts: false } }));
  const prices = priceStore(price);
  serve(priceRoutes(prices));
  const realtime = fakeSocket();
  return { ...renderRoute(<Alerts />, { url: '/', socket: realtime }), realtime, prices };
}
export type Rendered = ReturnType<typeof renderPriceAlerts>;

export const dialog = () => screen.getByRole('dialog', { name: 'هشدار قیمت' });
export const inDialog = () => within(dialog());
export const targetField = () => inDialog().getByRole('textbox', { name: /^قیمت هدف هر گرم/ });
export const submitButton = () => inDialog().getByRole('button', { name: 'ثبت هشدار' });
export const listed = () => within(screen.getByRole('list', { name: 'فهرست هشدارهای قیمت' })).getAllByRole('listitem');
