import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { DemoBadge } from './demo-badge';

afterEach(() => setRuntimeConfig({ demo: false }));

describe('DemoBadge', () => {
  it('says «نسخه نمایشی», and why, where the runtime config says demo', () => {
    setRuntimeConfig({ demo: true });
    render(<DemoBadge />);
    const badge = screen.getByText('نسخه نمایشی');
    expect(badge.closest('[title]')).toHaveAttribute(
      'title',
      'این نسخهٔ نمایشی پنل است؛ داده‌ها آزمایشی‌اند و هیچ پول یا طلای واقعی جابه‌جا نمی‌شود.',
    );
  });

  it('is not there against the real API: no demo in its config', () => {
    const { container } = render(<DemoBadge />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hydrates the build’s page, which has none, without a mismatch, then shows', async () => {
    const built = renderToString(<DemoBadge />);
    expect(built).toBe('');
    setRuntimeConfig({ demo: true });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = built;
    const recoverable = vi.fn();
    render(<DemoBadge />, { container, hydrate: true, onRecoverableError: recoverable });
    expect(await screen.findByText('نسخه نمایشی')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
