import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../lib/router';
import { SCREEN_TEXTS } from '@community/vocabulary';

/** The spec covers sections that are not open yet; what lies beneath stays visible but cannot be used. */
export function ComingSoonOverlay({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ position: 'relative' }}>
      <Box inert aria-hidden sx={{ filter: 'blur(2px)', pointerEvents: 'none', userSelect: 'none' }}>
        {children}
      </Box>
      <Box
        sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', pt: 8, bgcolor: 'rgba(255,255,255,0.6)' }}
      >
        <Paper elevation={6} sx={{ p: 4, textAlign: 'center', maxWidth: 420 }}>
          <Typography variant="h4" component="p" gutterBottom>
            {SCREEN_TEXTS.comingSoon}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {SCREEN_TEXTS.goBackHome}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
