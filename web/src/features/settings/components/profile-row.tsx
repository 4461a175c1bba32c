import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/EditOutlined';
import { SETTINGS_TEXT } from '../messages';

type Props = {
  label: string;
  /** Missing values read 'not defined'. */
  value: string | null | undefined;
  /** Phone numbers, IDs and dates read left to right. */
  ltr?: boolean;
  badge?: ReactNode;
  /** The edit button's accessible name, e.g. 'ویرایش کد ملی'. */
  editLabel: string;
  editText?: string;
  onEdit(): void;
  editDisabled?: boolean;
  editing: boolean;
  children?: ReactNode;
};

/** One profile value with its heading, badge, edit button and whatever edits it. */
export function ProfileRow({ label, value, ltr, badge, editLabel, editText = SETTINGS_TEXT.edit, onEdit, editDisabled, editing, children }: Props) {
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Closing an editor gives focus back to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography component="h3" id={headingId} variant="body2" color="text.secondary" sx={{ mb: 0.25 }}>
            {label}
          </Typography>
          <Typography sx={{ fontWeight: 600, color: value ? 'text.primary' : 'text.secondary' }}>
            {value ? ltr ? <bdi dir="ltr">{value}</bdi> : value : SETTINGS_TEXT.notDefined}
          </Typography>
        </Box>
        {badge}
        {!editing && (
          <Button ref={editButton} size="small" variant="outlined" startIcon={<Edit />} onClick={onEdit} disabled={editDisabled} aria-label={editLabel}>
            {editText}
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}
