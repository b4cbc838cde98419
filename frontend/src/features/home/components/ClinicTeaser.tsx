import { Box, Card, CardContent, Typography } from '@mui/material';
import { HOME_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';

// Plain boxes drawn like MUI's Chip and Avatar: the home page's first load is kept free of those two components.
const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  px: 1.5,
  borderRadius: 4,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  typography: 'body2',
  verticalAlign: 'middle',
} as const;
const initials = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
} as const;

/** The Virtual Clinic is not open yet: a blurred preview with placeholder doctors. */
export function ClinicTeaser() {
  return (
    <Box component="section" aria-labelledby="clinic-teaser-heading" sx={{ py: 4 }}>
      <Typography id="clinic-teaser-heading" variant="h4" component="h2" gutterBottom>
        {SCREEN_TEXTS.nav.virtualClinic}{' '}
        <Box component="span" sx={badge}>
          {SCREEN_TEXTS.comingSoon}
        </Box>
      </Typography>
      <Box aria-hidden sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, filter: 'blur(4px)', userSelect: 'none' }}>
        {HOME_TEXTS.placeholderSpecialties.map((specialty, index) => (
          <Card key={specialty}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Box sx={initials}>{HOME_TEXTS.placeholderInitials(index + 1)}</Box>
              <Box>
                <Typography>{HOME_TEXTS.placeholderDoctor(index + 1)}</Typography>
                <Typography variant="body2">{specialty}</Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
