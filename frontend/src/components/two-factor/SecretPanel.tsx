import { Box, Stack, Typography } from '@mui/material';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';

/** The set-up's QR code (an SVG data URL from the API) and the same secret as text, for typing into the app by hand. */
export function SecretPanel({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <Stack spacing={1.5}>
      <Typography>{TWO_FACTOR_TEXTS.setupIntro}</Typography>
      <Box component="img" src={qrCode} alt={TWO_FACTOR_TEXTS.qrAlt} sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff' }} />
      <Typography variant="body2">{TWO_FACTOR_TEXTS.manualEntry}</Typography>
      <Typography
        component="code"
        data-testid="two-factor-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', letterSpacing: 1 }}
      >
        {secret.replace(/(.{4})/g, '$1 ').trim()}
      </Typography>
    </Stack>
  );
}
