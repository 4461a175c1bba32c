import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * The price chart card's height, reserved by the card and by the stand-in shown while its chunk loads: room for the
 * tabs, the fallback's note and the plot with its legend, in every state.
 */
export const CHART_CARD_HEIGHT = 540;

type CardProps = {
  /** The heading's id, also the card's accessible name. */
  id: string;
  title: string;
  /** Reserved height, the same in every state, so nothing below moves as the card loads; per breakpoint if it varies. */
  minHeight: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  action?: ReactNode;
  /** Nothing to show: the card gives its reserved height back and keeps one line. */
  empty?: boolean;
  /** The page's main card: a larger title. */
  hero?: boolean;
  children: ReactNode;
};

/** A dashboard card: a titled section whose height is reserved from the first paint. */
export function DashboardCard({ id, title, minHeight, action, empty = false, hero = false, children }: CardProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-empty={empty || undefined}
      sx={{
        p: 2,
        minHeight: empty ? 0 : minHeight,
        height: empty ? 'auto' : '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: empty ? 0.5 : 1.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ fontSize: hero ? '1.2rem' : '1.05rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A card's loading state: skeleton lines filling the card's reserved space. */
export function CardSkeleton({ label, lines = 3, height }: { label: string; lines?: number; height?: number }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}>
      {height ? (
        <Skeleton variant="rounded" height={height} />
      ) : (
        Array.from({ length: lines }, (_, i) => <Skeleton key={i} variant="text" width={i === 0 ? '60%' : '90%'} height={32} />)
      )}
    </Box>
  );
}

/** A card with nothing to show yet: one line, an icon, a sentence and maybe a way forward. */
export function CardEmpty({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
      <Box aria-hidden sx={{ display: 'flex', color: 'text.disabled', '& svg': { fontSize: 22 } }}>
        {icon}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {action}
    </Box>
  );
}

/**
 * A label and its value on one line: the value in a column of its own, aligned to the end, where a long amount wraps
 * within its column. Never under the label: a value that grows by a digit on a price tick, or that replaces a
 * placeholder, does not move the value's box nor the rows under it. With `stackOnPhone`, a phone gives the value a
 * whole line under the label instead: a value long enough to wrap at some figures and not at others keeps one line.
 */
export function FigureRow({
  label,
  stackOnPhone = false,
  children,
}: {
  label: string;
  stackOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: stackOnPhone ? { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' } : 'auto minmax(0, 1fr)',
        alignItems: 'baseline',
        columnGap: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** A label and its value (see FigureRow). */
export function Figure({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <FigureRow label={label}>
      <Typography className="tabular-nums" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'end' }}>
        {value}
      </Typography>
    </FigureRow>
  );
}
