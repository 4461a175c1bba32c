import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { UI_TEXT } from './messages';

/** The page's one <h1>, also written into the document title. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | ${UI_TEXT.appName}`;
  }, [children]);
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
