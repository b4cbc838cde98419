import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { CONVERSATION_SCREEN_TEXTS, MESSAGES, SCREEN_TEXTS, SCROLL_HEIGHTS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { UserDirectoryTable } from '../../../components/UserDirectoryTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { getLawyers, type Lawyer } from '../api/get-lawyers';
import { LegalIssueForm } from './LegalIssueForm';

export function LegalDirectory() {
  const list = usePagedList(getLawyers);
  const [contacting, setContacting] = useState<Lawyer | null>(null);
  return (
    <Box sx={{ pb: 4 }}>
      <ScrollArea maxHeight={SCROLL_HEIGHTS.professionalNetwork} label="Lawyers" onEndReached={list.loadMore}>
        {list.loading ? (
          <LoadingState text={MESSAGES.directory.loading} />
        ) : list.items.length === 0 ? (
          <EmptyState text={MESSAGES.directory.noUsers} />
        ) : (
          <UserDirectoryTable caption="Lawyers" people={list.items} onProfile={setContacting} />
        )}
      </ScrollArea>
      <AppModal open={!!contacting} title={`${SCREEN_TEXTS.nav.legalAssistance}: ${contacting?.name ?? ''}`} onClose={() => setContacting(null)}>
        {/* Profile opens the form directly (spec), so a lawyer not taking requests is said here instead of it. */}
        {contacting &&
          (contacting.accepting_requests === false ? (
            <Alert severity="info">{CONVERSATION_SCREEN_TEXTS.notAcceptingReason}</Alert>
          ) : (
            <LegalIssueForm receiverId={contacting.id} onClose={() => setContacting(null)} />
          ))}
      </AppModal>
    </Box>
  );
}
