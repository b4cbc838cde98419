import { Button, Stack, Typography } from '@mui/material';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { useRef } from 'react';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS } from '@community/vocabulary';
import { MemberAvatar } from '../../../components/MemberAvatar';
import { serverText } from '../../../lib/server-text';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { removePhoto } from '../api/remove-photo';
import { uploadPhoto } from '../api/upload-photo';
import type { Account } from '../api/types';

const text = ACCOUNT_SCREEN_TEXTS.photo;

export function PhotoField({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, outcome, run } = useFormSubmission({
    send: async () => ({ severity: 'error', text: ACCOUNT_TEXTS.photoRequired }),
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  const upload = (file: File) =>
    run(async () => {
      const { ok, data } = await uploadPhoto(file);
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      onChange({ ...account, photo_url: data.photo_url });
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.photoSaved) };
    });

  const remove = () =>
    run(async () => {
      const { ok, data } = await removePhoto();
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      onChange({ ...account, photo_url: null });
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.photoRemoved) };
    });

  return (
    <Stack spacing={1} component="section" aria-labelledby="photo-heading">
      <Typography id="photo-heading" variant="h6" component="h2">
        {text.heading}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <MemberAvatar name={account.name} photoUrl={account.photo_url} alt={text.alt} size={72} testId="photo-initials" />
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? text.busy : text.choose}
        </Button>
        {account.photo_url && (
          <Button color="error" disabled={busy} onClick={remove}>
            {text.remove}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}
