import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from '../../../lib/router';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { sessionStore, useSession } from '../../../lib/session';
import { ClinicTeaser } from './ClinicTeaser';
import { NewsAndEvents } from './NewsAndEvents';
import { TypedNote } from './TypedNote';

export default function HomePage() {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();

  function registerBusiness() {
    // Business registration is a signed-out screen, so a signed-in member is signed out first (spec section 2).
    if (isAuthenticated) sessionStore.logout();
    navigate('/business-signup');
  }

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="h1" gutterBottom>
            {SCREEN_TEXTS.brand}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mb: 4 }}>
            {SCREEN_TEXTS.mission}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" color="secondary" size="large" onClick={() => navigate('/signup')}>
              {SCREEN_TEXTS.buttons.joinNetwork}
            </Button>
            <Button variant="outlined" color="inherit" size="large" onClick={registerBusiness}>
              {SCREEN_TEXTS.buttons.registerBusiness}
            </Button>
          </Stack>
          {/* The directory is open to everyone, but the bar's Business & Services menu shows only signed in (spec). */}
          <Typography component="p" sx={{ mt: 3 }}>
            <Box component={RouterLink} to="/business" sx={{ color: 'inherit', textDecoration: 'underline', fontWeight: 500 }}>
              {SCREEN_TEXTS.buttons.browseBusinessDirectory}
            </Box>
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg">
        {!isAuthenticated && (
          <Box sx={{ pt: 4 }}>
            <TypedNote />
          </Box>
        )}
        <NewsAndEvents />
        <ClinicTeaser />
      </Container>
    </>
  );
}
