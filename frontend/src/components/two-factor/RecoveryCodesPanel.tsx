import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';

/** The ten recovery codes, shown once; moving on waits for "I have saved these codes". */
export function RecoveryCodesPanel({ codes, onDone, doneLabel = TWO_FACTOR_TEXTS.continue }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack spacing={2} aria-labelledby="recovery-codes-heading">
      <Typography id="recovery-codes-heading" variant="h6" component="h2">
        {TWO_FACTOR_TEXTS.recoveryCodesTitle}
      </Typography>
      <Alert severity="warning">{TWO_FACTOR_TEXTS.recoveryCodesIntro}</Alert>
      <Box component="ol" data-testid="recovery-codes" sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', m: 0, pl: 4 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <FormControlLabel control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />} label={TWO_FACTOR_TEXTS.savedCodes} />
      <Button variant="contained" disabled={!saved} onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
