import { Typography } from '@mui/material';
import { MESSAGES } from '@community/vocabulary';

/** The spec's list states (section 2): the same loading text as the member directories, and the admin empty text. */
export function LoadingState() {
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {MESSAGES.directory.loading}
    </Typography>
  );
}

export function NoDataState() {
  return <Typography sx={{ p: 2 }}>{MESSAGES.admin.noData}</Typography>;
}
