import { useEffect } from 'react';
import Typography from '@mui/material/Typography';

const APP_NAME = 'پنل طلا';

/** The page's one <h1>, also written into the document title. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | ${APP_NAME}`;
  }, [children]);
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
