import { Alert, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from '../../../lib/router';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS } from '@community/vocabulary';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { downloadDataWithLink } from '../api/download-my-data';
import { saveFile } from '../save-file';
import { tokenFromHash } from './TokenLinkPage';

const text = ACCOUNT_SCREEN_TEXTS.exportRequest;

/**
 * /account/export/download#token=…, the mailed link: the file is fetched when the member presses the button
 * (opening a mail link never starts a download by itself), and works signed out.
 */
export default function ExportDownloadPage() {
  const { hash } = useLocation();
  const token = tokenFromHash(hash);
  const { busy, outcome, run } = useFormSubmission({
    send: async () => {
      const answer = await downloadDataWithLink(token);
      if (!answer.ok || !answer.blob) return { severity: 'error', text: answer.error_message || ACCOUNT_TEXTS.invalidLink };
      saveFile(answer.blob, answer.fileName);
      return { severity: 'success', text: text.downloaded };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {text.downloadHeading}
          </Typography>
          {token ? (
            <>
              <Typography>{text.downloadIntro}</Typography>
              <Button variant="contained" onClick={() => run()} disabled={busy} aria-busy={busy} sx={{ alignSelf: 'flex-start' }}>
                {busy ? text.downloading : text.download}
              </Button>
            </>
          ) : null}
          {(outcome?.text || !token) && (
            <Alert severity={outcome?.severity ?? 'error'} role={outcome?.severity === 'success' ? 'status' : 'alert'}>
              {outcome?.text || ACCOUNT_TEXTS.invalidLink}
            </Alert>
          )}
          {(outcome?.severity === 'error' || !token) && (
            <Link component={RouterLink} to="/account/export-request">
              {text.askAgain}
            </Link>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
