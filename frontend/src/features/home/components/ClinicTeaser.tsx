import { Avatar, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';

const PLACEHOLDER_DOCTORS = ['Family Medicine', 'Pediatrics', 'Cardiology'];

/** The Virtual Clinic is not open yet: a blurred preview with placeholder doctors. */
export function ClinicTeaser() {
  return (
    <Box component="section" aria-labelledby="clinic-teaser-heading" sx={{ py: 4 }}>
      <Typography id="clinic-teaser-heading" variant="h4" component="h2" gutterBottom>
        {SCREEN_TEXTS.nav.virtualClinic} <Chip label={SCREEN_TEXTS.comingSoon} color="secondary" sx={{ verticalAlign: 'middle' }} />
      </Typography>
      <Box aria-hidden sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, filter: 'blur(4px)', userSelect: 'none' }}>
        {PLACEHOLDER_DOCTORS.map((specialty, index) => (
          <Card key={specialty}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'primary.main' }}>{`D${index + 1}`}</Avatar>
              <Box>
                <Typography>Doctor {index + 1}</Typography>
                <Typography variant="body2">{specialty}</Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
