import { Alert, Box, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { CONVERSATION_SCREEN_TEXTS, DIRECTORY_SCREEN_TEXTS, MESSAGES, SCREEN_TEXTS, SCROLL_HEIGHTS } from '@community/vocabulary';
import { MemberLabels } from '../../../components/MemberLabels';
import { useIsSelf } from '../../../lib/use-is-self';
import { AppModal } from '../../../components/AppModal';
import { MemberAvatar } from '../../../components/MemberAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { UserDirectoryTable } from '../../../components/UserDirectoryTable';
import { VerifiedOnlyFilter } from '../../../components/VerifiedOnlyFilter';
import { usePagedList } from '../../../lib/use-paged-list';
import { getLawyers, type Lawyer } from '../api/get-lawyers';
import { LegalIssueForm } from './LegalIssueForm';

export function LegalDirectory() {
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  // A new fetcher when the filter changes makes the list start again from the first page.
  const fetchPage = useCallback((cursor: string | null, signal: AbortSignal) => getLawyers(cursor, signal, verifiedOnly), [verifiedOnly]);
  const list = usePagedList(fetchPage);
  const [contacting, setContacting] = useState<Lawyer | null>(null);
  const own = useIsSelf(contacting?.id);
  return (
    <Box sx={{ pb: 4 }}>
      <VerifiedOnlyFilter checked={verifiedOnly} onChange={setVerifiedOnly} />
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
        {contacting && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <MemberAvatar name={contacting.name} photoUrl={contacting.photo_url} size={56} alt={contacting.name} />
              <VerifiedBadge verified={contacting.verified} inline={false} />
              <MemberLabels person={contacting} />
            </Stack>
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
