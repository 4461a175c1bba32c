import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { PAGINATION_WINDOW } from '@gold/contracts/constants';
import { formatToman } from '../lib/format';
import { GAP, paginationWindow } from './pagination-window';

export const PAGINATION_TEXT = {
  previous: 'صفحه قبل',
  next: 'صفحه بعد',
  page: (page: number) => `صفحه ${formatToman(page)}`,
  range: (from: number, to: number, total: number) =>
    `نمایش ${formatToman(from)} تا ${formatToman(to)} از ${formatToman(total)} مورد`,
} as const;

type Props = {
  /** The 1-based page shown. */
  page: number;
  totalPages: number;
  /** Items in all pages. */
  total: number;
  pageSize: number;
  onChange(page: number): void;
  /** Names the navigation landmark: 'صفحه‌بندی تراکنش‌ها'. */
  label: string;
};

const SQUARE = { minWidth: 36, minHeight: 36, px: 0.5 } as const;

/**
 * Previous and next, the page numbers with ellipses around a window of pages (spec 2 section 2), and which items are
 * shown. Nothing at all with one page. In RTL the previous page is to the right, so the arrows point outwards.
 */
export function Pagination({ page, totalPages, total, pageSize, onChange, label }: Props) {
  if (totalPages <= 1) return null;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const go = (target: number) => target !== page && onChange(target);

  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 2 }}
    >
      <Typography variant="body2" color="text.secondary" className="tabular-nums">
        {PAGINATION_TEXT.range(from, to, total)}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        <li>
          <IconButton aria-label={PAGINATION_TEXT.previous} onClick={() => go(page - 1)} disabled={page <= 1} size="small">
            <ChevronRight />
          </IconButton>
        </li>
        {paginationWindow(page, totalPages, PAGINATION_WINDOW).map((item, index) =>
          item === GAP ? (
            <Box component="li" key={`gap-${index}`} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={item}>
              <Button
                size="small"
                variant={item === page ? 'contained' : 'text'}
                color={item === page ? 'primary' : 'inherit'}
                aria-label={PAGINATION_TEXT.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
                className="tabular-nums"
                sx={SQUARE}
              >
                {formatToman(item)}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton aria-label={PAGINATION_TEXT.next} onClick={() => go(page + 1)} disabled={page >= totalPages} size="small">
            <ChevronLeft />
          </IconButton>
        </li>
      </Box>
    </Box>
  );
}
