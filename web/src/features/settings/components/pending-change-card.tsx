import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import { useCancelChange } from '../api/cancel-change';
import type { PendingChange } from '../api/normalize-pending-change';
import { requestDate } from '../lib/persian-date';
import { SETTINGS_TEXT } from '../messages';

type Props = {
  kind: ChangeRequestKind;
  request: PendingChange;
  /** How the requested value reads on screen, and whether it is written left to right. */
  display(value: string): string;
  ltr?: boolean;
};

/** A change waiting for an administrator: what was asked, when, and a way to take it back. */
export function PendingChangeCard({ kind, request, display, ltr = false }: Props) {
  const titleId = useId();
  const cancel = useCancelChange(kind);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, mt: 1.5, borderColor: 'warning.main', bgcolor: 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h4" id={titleId} sx={{ fontWeight: 700 }}>
          {SETTINGS_TEXT.changeRequestTitle[kind]}
        </Typography>
        <HourglassTop color="warning" fontSize="small" aria-hidden />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" color="text.secondary">
          {SETTINGS_TEXT.requestedValue}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {ltr ? <bdi dir="ltr">{display(request.requestedName)}</bdi> : display(request.requestedName)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {SETTINGS_TEXT.requestDate}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {requestDate(request.createdAt)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {SETTINGS_TEXT.requestStatus}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {SETTINGS_TEXT.pendingStatus}
        </Typography>
      </Box>
      <Button variant="outlined" color="error" size="small" sx={{ mt: 1.5 }} onClick={() => cancel.mutate(request.id)} loading={cancel.isPending}>
        {SETTINGS_TEXT.cancelRequest}
      </Button>
    </Paper>
  );
}
