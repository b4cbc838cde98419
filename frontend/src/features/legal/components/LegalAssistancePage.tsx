import { SCREEN_TEXTS } from '@community/vocabulary';
import { GatedSectionPage } from '../../../components/GatedSectionPage';
import { LegalDirectory } from './LegalDirectory';

export default function LegalAssistancePage() {
  return (
    <GatedSectionPage title={SCREEN_TEXTS.nav.legalAssistance} section="legal_assistance">
      <LegalDirectory />
    </GatedSectionPage>
  );
}
