import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { CONVERSATION_SCREEN_TEXTS as TEXT, DIRECTORY_SCREEN_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { useIsSelf } from '../lib/use-is-self';

/**
 * A profile's Contact button. When the receiver is not taking new requests the form would only be refused,
 * so the button is disabled and says why before anything is typed. On one's own profile there is no button
 * (the API refuses a request to oneself), only what the profile is for.
 */
export function ContactButton({ personId, accepting, onContact }: { personId: number | string; accepting: boolean | undefined; onContact: () => void }) {
  const reasonId = useId();
  const self = useIsSelf(personId);
  const closed = accepting === false;
  if (self)
    return (
      <Typography variant="body2" color="text.secondary">
        {DIRECTORY_SCREEN_TEXTS.ownProfile}
      </Typography>
    );
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={onContact} disabled={closed} aria-describedby={closed ? reasonId : undefined}>
        {SCREEN_TEXTS.buttons.contact}
      </Button>
      {closed && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {TEXT.notAcceptingReason}
        </Typography>
      )}
    </Stack>
  );
}
