import { Container, Typography } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { SectionGate } from '../../../components/SectionGate';
import { LegalDirectory } from './LegalDirectory';

export default function LegalAssistancePage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREEN_TEXTS.nav.legalAssistance}
      </Typography>
      <SectionGate section="legal_assistance">
        <LegalDirectory />
      </SectionGate>
    </Container>
  );
}
