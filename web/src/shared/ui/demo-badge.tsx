import { useSyncExternalStore } from 'react';
import Chip from '@mui/material/Chip';
import { getRuntimeConfig } from '../config/runtime-config';
import { UI_TEXT } from './messages';

const unchanging = () => () => {};
const isDemo = () => getRuntimeConfig().demo;
/**
 * In the build (web/prerender.ts renders on the server), what its config says: the guest pages have no badge, and the
 * signed-in pages' style rounds do, so its styles are made at build time. In the browser, hydration renders what the
 * build did, none, and the badge comes in the next render.
 */
const asBuilt = () => (import.meta.env.SSR ? isDemo() : false);

/**
 * «نسخه نمایشی», small, where the brand is: only where the server's runtime config says `demo` (the mock does), so a
 * prospect never takes the demo for the dealer's real panel, and the real panel never shows it.
 */
export function DemoBadge() {
  const demo = useSyncExternalStore(unchanging, isDemo, asBuilt);
  if (!demo) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      label={UI_TEXT.demo.badge}
      title={UI_TEXT.demo.explained}
      sx={{ flexShrink: 0 }}
    />
  );
}
