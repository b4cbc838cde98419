import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { CONVERSATION_SCREEN_TEXTS as TEXT, SCREEN_TEXTS } from '@community/vocabulary';

/**
 * A profile's Contact button. When the receiver is not taking new requests the form would only be refused,
 * so the button is disabled and says why before anything is typed.
 */
export function ContactButton({ accepting, onContact }: { accepting: boolean | undefined; onContact: () => void }) {
  const reasonId = useId();
  const closed = accepting === false;
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
