import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Construction from '@mui/icons-material/ConstructionOutlined';
import { UI_TEXT } from './messages';
import { PageTitle } from './page-title';

/** A titled page whose content a later release adds. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Construction color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{UI_TEXT.underDevelopment}</Typography>
        <Typography color="text.secondary">{description}</Typography>
      </Paper>
    </>
  );
}
