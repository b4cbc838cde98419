import { Alert, Container, Typography } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { SectionGate } from '../../../components/SectionGate';
import { ClinicDirectory } from './ClinicDirectory';

export default function VirtualClinicPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREEN_TEXTS.nav.virtualClinic}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {SCREEN_TEXTS.emergencyDisclaimer}
      </Alert>
      <SectionGate section="virtual_clinic">
        <ClinicDirectory />
      </SectionGate>
    </Container>
  );
}
