import { Box } from '@mui/material';
import { useAnnouncements } from '../lib/a11y/announcer';
import { visuallyHidden } from './visually-hidden';

/**
 * The app's single pair of live regions (see lib/a11y/announcer.ts). Rendered by the app shell on the server and in the
 * browser, always present and empty until something is announced.
 */
export function LiveAnnouncer() {
  const { polite, assertive } = useAnnouncements();
  return (
    <>
      <Box id="announcer-polite" role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {polite}
      </Box>
      <Box id="announcer-assertive" role="alert" aria-live="assertive" aria-atomic="true" sx={visuallyHidden}>
        {assertive}
      </Box>
    </>
  );
}
