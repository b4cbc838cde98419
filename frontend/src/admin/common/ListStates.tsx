import { Typography } from '@mui/material';
import { MESSAGES } from '@community/vocabulary';
import { useAnnounce } from '../../lib/a11y/announcer';

/** The spec's list states (section 2): the same loading text as the member directories, and the admin empty text. */
// Said through the app's announcer (its live regions are always there), not by a region that appears with its text.
export function LoadingState() {
  useAnnounce(MESSAGES.directory.loading);
  return <Typography sx={{ p: 2 }}>{MESSAGES.directory.loading}</Typography>;
}

export function NoDataState() {
  useAnnounce(MESSAGES.admin.noData);
  return <Typography sx={{ p: 2 }}>{MESSAGES.admin.noData}</Typography>;
}
