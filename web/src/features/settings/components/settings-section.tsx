import { useId, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { SettingsSection as SectionId } from '../../../shared/config/paths';



type Props = {
  id: SectionId;
  title: string;
  icon: ReactNode;
  expanded: boolean;
  onToggle(id: SectionId, open: boolean): void;
  children: ReactNode;
};

/**
 * One collapsible settings section with an <h2> heading. Its content mounts only while open, so a closed
 * section asks the server nothing.
 */
export function SettingsSection({ id, title, icon, expanded, onToggle, children }: Props) {
  const summaryId = useId();
  return (
    <Accordion
      id={`settings-${id}`}
      expanded={expanded}
      onChange={(_event, open) => onToggle(id, open)}
      disableGutters
      variant="outlined"
      sx={{ borderRadius: 2, '&::before': { display: 'none' }, scrollMarginTop: 80 }}
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} id={summaryId} aria-controls={`${summaryId}-content`} sx={{ minHeight: 64 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
            {icon}
          </Box>
          <Typography component="span" variant="h2">
            {title}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0, pb: 3, px: { xs: 2, sm: 3 } }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
