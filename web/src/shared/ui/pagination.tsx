import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import usePagination from '@mui/material/usePagination';
import { PAGINATION_WINDOW } from '@gold/contracts/constants';
import { formatToman } from '../lib/format';
import { UI_TEXT } from './messages';

const TEXT = UI_TEXT.pagination;

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
 * shown. Nothing at all with one page. The items come from MUI's `usePagination`, which keeps their number the same on
 * every page: near either end the window holds more pages than two. In RTL the previous page is to the right, so the
 * arrows point outwards.
 */
export function Pagination({ page, totalPages, total, pageSize, onChange, label }: Props) {
  const { items } = usePagination({
    page,
    count: totalPages,
    siblingCount: PAGINATION_WINDOW,
    onChange: (_event, target) => target !== page && onChange(target),
  });
  if (totalPages <= 1) return null;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 2 }}
    >
      <Typography variant="body2" color="text.secondary" className="tabular-nums">
        {TEXT.range(from, to, total)}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map(({ type, page: item, selected, disabled, onClick }) => {
          if (type === 'start-ellipsis' || type === 'end-ellipsis')
            return (
              <Box component="li" key={type} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
                …
              </Box>
            );
          if (type === 'previous' || type === 'next')
            return (
              <li key={type}>
                <IconButton
                  aria-label={type === 'previous' ? TEXT.previous : TEXT.next}
                  onClick={onClick}
                  disabled={disabled}
                  size="small"
                >
                  {type === 'previous' ? <ChevronRight /> : <ChevronLeft />}
                </IconButton>
              </li>
            );
          // No first or last buttons are asked for: the first and last pages are always numbered.
          if (type !== 'page' || item === null) return null;
          return (
            <li key={item}>
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                color={selected ? 'primary' : 'inherit'}
                aria-label={TEXT.page(item)}
                aria-current={selected ? 'page' : undefined}
                onClick={onClick}
                className="tabular-nums"
                sx={SQUARE}
              >
                {formatToman(item)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
