import { Button, Stack, Typography } from '@mui/material';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, FORM_FIELDS } from '@community/vocabulary';
import { serverText } from '../../../lib/server-text';
import { sessionStore } from '../../../lib/session';
import { blankFieldErrors } from '../../../lib/field-rules';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { PasswordField } from '../../../components/PasswordField';
import { deleteAccount } from '../api/delete-account';
import { downloadMyData } from '../api/download-my-data';
import type { Account } from '../api/types';
import { ConfirmDialog } from './ConfirmDialog';
import { saveFile } from '../save-file';

const text = ACCOUNT_SCREEN_TEXTS.data;

function DownloadData() {
  const { busy, outcome, run } = useFormSubmission({
    send: async () => {
      const answer = await downloadMyData();
      if (!answer.ok || !answer.blob) return { severity: 'error', text: answer.error_message || ACCOUNT_SCREEN_TEXTS.failed };
      saveFile(answer.blob, answer.fileName);
      return { severity: 'success', text: '' };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });
  return (
    <Stack spacing={1} component="section" aria-labelledby="download-heading">
      <Typography id="download-heading" variant="h6" component="h2">
        {text.downloadHeading}
      </Typography>
      <Typography color="text.secondary">{text.downloadIntro}</Typography>
      <Button variant="outlined" onClick={() => run()} disabled={busy} aria-busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? text.downloading : text.download}
      </Button>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}

function DeleteAccount({ account }: { account: Account }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ password: '' }, (values) => (account.has_password ? blankFieldErrors(values, FORM_FIELDS.deleteAccount) : {}));
  const { busy, outcome, run } = useFormSubmission({
    send: async () => ({ severity: 'success', text: '' }),
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  // The form's check opens the dialog; the dialog's button sends.
  const confirm = () =>
    run(async () => {
      const { ok, status, data } = await deleteAccount(account.has_password ? form.values.password : undefined);
      setConfirming(false);
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      if (status === 202) return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.deletionLinkSent) };
      sessionStore.logout();
      navigate('/', { replace: true });
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.accountDeleted) };
    });

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      aria-labelledby="delete-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) setConfirming(true);
      }}
    >
      <Typography id="delete-heading" variant="h6" component="h2">
        {text.deleteHeading}
      </Typography>
      <Typography color="text.secondary">{text.deleteIntro}</Typography>
      {account.has_password && <PasswordField label={FORM_FIELDS.deleteAccount.password.label} autoComplete="current-password" {...form.field('password')} />}
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" color="error" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {text.delete}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={text.deleteTitle}
        body={text.deleteBody}
        confirmLabel={text.confirmDelete}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

export function DataSection({ account }: { account: Account }) {
  return (
    <Stack spacing={4}>
      <DownloadData />
      <DeleteAccount account={account} />
    </Stack>
  );
}
