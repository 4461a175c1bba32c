import { useSyncExternalStore } from 'react';
import Chip from '@mui/material/Chip';
import { getRuntimeConfig } from '../config/runtime-config';
import { UI_TEXT } from './messages';

const unchanging = () => () => {};
const isDemo = () => getRuntimeConfig().demo;
// The build's own page (web/route-html.ts) has no badge: hydration renders none, then the badge in the next render.
const notInTheBuild = () => false;

/**
 * «نسخه نمایشی», small, where the brand is: only where the server's runtime config says `demo` (the mock does), so a
 * prospect never takes the demo for the dealer's real panel, and the real panel never shows it.
 */
export function DemoBadge() {
  const demo = useSyncExternalStore(unchanging, isDemo, notInTheBuild);
  if (!demo) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      label={UI_TEXT.demo.badge}
      title={UI_TEXT.demo.explained}
      sx={{ fontWeight: 500, flexShrink: 0 }}
    />
  );
}
