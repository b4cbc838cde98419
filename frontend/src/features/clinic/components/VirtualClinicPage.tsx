import { Alert } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { GatedSectionPage } from '../../../components/GatedSectionPage';
import { ClinicDirectory } from './ClinicDirectory';

export default function VirtualClinicPage() {
  return (
    <GatedSectionPage
      title={SCREEN_TEXTS.nav.virtualClinic}
      section="virtual_clinic"
      notice={
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SCREEN_TEXTS.emergencyDisclaimer}
        </Alert>
      }
    >
      <ClinicDirectory />
    </GatedSectionPage>
  );
}
