import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { CONVERSATION_SCREEN_TEXTS, DIRECTORY_SCREEN_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { useIsSelf } from '../../../lib/use-is-self';
import { AppModal } from '../../../components/AppModal';
import { VerifiedDirectory } from '../../../components/VerifiedDirectory';
import type { DirectoryUser } from '../../../lib/api/directory';
import { LegalIssueForm } from './LegalIssueForm';
import { ProfileHeader } from '../../../components/ProfileHeader';

export function LegalDirectory() {
  const [contacting, setContacting] = useState<DirectoryUser | null>(null);
  const own = useIsSelf(contacting?.id);
  return (
    <Box sx={{ pb: 4 }}>
      <VerifiedDirectory section="legalAssistance" onProfile={setContacting} />
      <AppModal open={!!contacting} title={`${SCREEN_TEXTS.nav.legalAssistance}: ${contacting?.name ?? ''}`} onClose={() => setContacting(null)}>
        {/* Profile opens the form directly (spec), so a lawyer not taking requests is said here instead of it. */}
        {contacting && (
          <Stack spacing={2}>
            <ProfileHeader person={contacting} avatarSize={56} />
            {own ? (
              <Alert severity="info">{DIRECTORY_SCREEN_TEXTS.ownProfile}</Alert>
            ) : contacting.accepting_requests === false ? (
              <Alert severity="info">{CONVERSATION_SCREEN_TEXTS.notAcceptingReason}</Alert>
            ) : (
              <LegalIssueForm receiverId={contacting.id} onClose={() => setContacting(null)} />
            )}
          </Stack>
        )}
      </AppModal>
    </Box>
  );
}
