import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { TextField } from '../../../shared/ui/text-field';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import type { Bank } from '@gold/contracts/bank-accounts';
import { useIranianBanks } from '../../../entities/bank-accounts/api/get-iranian-banks';
import { filterBanks } from '../lib/filter-banks';
import { SETTINGS_TEXT } from '../messages';

/** The list closes this long after the field loses focus (spec 1 section 5). */
export const BANK_LIST_CLOSE_DELAY_MS = 150;

type Props = {
  /** The text in the field: the chosen bank's name, or what the customer is typing. */
  text: string;
  code: string;
  onType(text: string): void;
  onPick(bank: Bank): void;
  onBlur(): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A searchable bank list (a combobox): filtered by Persian or English name; typing clears the chosen code; the
 * field is disabled while the list loads; the list closes 150 ms after the field loses focus.
 */
export function BankPicker({ text, code, onType, onPick, onBlur, error, inputRef }: Props) {
  const banks = useIranianBanks();
  const listId = useId();
  const helperId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A chosen bank shows the whole list again, so it can be swapped for another.
  const options = code ? (banks.data ?? []) : filterBanks(banks.data ?? [], text);
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const pick = (bank: Bank) => {
    window.clearTimeout(closeTimer.current);
    onPick(bank);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        show();
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.max(0, Math.min(options.length - 1, activeIndex + step)));
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      pick(options[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog around it.
      event.stopPropagation();
      setOpen(false);
    }
  };

  const helper = banks.isPending ? SETTINGS_TEXT.banksLoading : banks.isError ? SETTINGS_TEXT.banksLoadFailed : error;

  return (
    <Box>
      <TextField
        label={SETTINGS_TEXT.bank}
        required
        fullWidth
        value={text}
        disabled={banks.isPending}
        error={Boolean(error) || banks.isError}
        helperText={helper}
        placeholder={SETTINGS_TEXT.bankPlaceholder}
        inputRef={inputRef}
        onChange={(event) => {
          onType(event.target.value);
          show();
          setActive(0);
        }}
        onFocus={show}
        onClick={show}
        onBlur={() => {
          onBlur();
          closeTimer.current = window.setTimeout(() => setOpen(false), BANK_LIST_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          formHelperText: { id: helperId },
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
          },
        }}
      />
      {banks.isError && (
        <Button size="small" onClick={() => void banks.refetch()} loading={banks.isFetching} sx={{ mt: 0.5 }}>
          {SETTINGS_TEXT.retry}
        </Button>
      )}
      {open && banks.data && (
        <Paper
          variant="outlined"
          sx={{ mt: 0.5, maxHeight: 240, overflowY: 'auto' }}
          // Keeps focus in the field, so picking with the mouse does not start the close timer.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Box component="ul" role="listbox" id={listId} aria-label={SETTINGS_TEXT.bankList} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
            {options.map((bank, index) => (
              // Keys are handled by the field (aria-activedescendant); a click picks.
              <Box
                component="li"
                key={bank.code}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => pick(bank)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1.5,
                  py: 1,
                  minHeight: 40,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: index === activeIndex ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography component="span" sx={{ flex: 1 }}>
                  {bank.name}
                </Typography>
                {bank.englishName && (
                  <Typography component="span" variant="body2" color="text.secondary" dir="ltr">
                    {bank.englishName}
                  </Typography>
                )}
                {bank.code === code && <Check fontSize="small" color="primary" titleAccess={SETTINGS_TEXT.bankChosen} />}
              </Box>
            ))}
            {options.length === 0 && (
              <Typography component="li" role="presentation" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
                {SETTINGS_TEXT.bankNotFound}
              </Typography>
            )}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
