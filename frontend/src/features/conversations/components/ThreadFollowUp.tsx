import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { SCREEN_TEXTS, SUGGESTED_MENTORS_TEXTS as TEXT } from '@community/vocabulary';
import { SuggestedMentors, useSuggestedMentors } from '../../../components/SuggestedMentors';
import { useAnnounce } from '../../../lib/a11y/announcer';
import { Link as RouterLink } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { closeOtherRequests } from '../api/conversation-actions';
import type { Conversation } from '../api/types';

/** After a decline or an expiry, the seeker who asked is shown others who could help (issue #26). */
function OthersWhoCouldHelp() {
  const load = useSuggestedMentors(5);
  return (
    <Box sx={{ mt: 2 }}>
      <SuggestedMentors
        heading={TEXT.othersHeading}
        load={load}
        hideWhenEmpty
        action={(mentor) => (
          <Button
            variant="outlined"
            size="small"
            component={RouterLink}
            to={`/professionalnetwork?profile=${encodeURIComponent(String(mentor.id))}`}
            aria-label={`${SCREEN_TEXTS.buttons.profile}: ${mentor.name}`}
          >
            {SCREEN_TEXTS.buttons.profile}
          </Button>
        )}
      />
    </Box>
  );
}

/** Once a request is accepted, its sender is asked whether to close their other requests still waiting (issue #26). */
function CloseOtherRequests({ conversation, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const [phase, setPhase] = useState<'asking' | 'busy' | 'kept'>('asking');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  useAnnounce(outcome?.text);
  if (outcome?.severity === 'success')
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {outcome.text}
      </Alert>
    );
  if (phase === 'kept' || conversation.other_open_requests <= 0) return null;
  const close = async () => {
    setPhase('busy');
    const result = await closeOtherRequests(conversation.id);
    if (result.ok) {
      setOutcome({ severity: 'success', text: TEXT.closedOthers(result.closed) });
      onChanged();
    } else {
      setOutcome({ severity: 'error', text: result.error });
      setPhase('asking');
    }
  };
  return (
    <Alert severity="info" sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'flex-end' } }} role="region" aria-label={TEXT.closeOthersTitle}>
      <strong>{TEXT.closeOthersTitle}</strong>
      <Box>{TEXT.closeOthersBody(conversation.other_open_requests)}</Box>
      {outcome?.severity === 'error' && <Box sx={{ color: 'error.main', mt: 1 }}>{outcome.text}</Box>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button variant="contained" size="small" onClick={close} disabled={phase === 'busy'} aria-busy={phase === 'busy'}>
          {TEXT.closeOthers}
        </Button>
        <Button size="small" onClick={() => setPhase('kept')} disabled={phase === 'busy'}>
          {TEXT.keepOthers}
        </Button>
      </Box>
    </Alert>
  );
}

/** What a thread offers once its request has an outcome: close the other requests, or others who could help. */
export function ThreadFollowUp({ conversation, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const session = useSession();
  const mine = conversation.box === 'sent';
  if (mine && conversation.status === 'accepted') return <CloseOtherRequests conversation={conversation} onChanged={onChanged} />;
  const ended = conversation.status === 'declined' || conversation.status === 'expired';
  if (mine && ended && conversation.kind === 'professional-network' && session.role === 'seeker') return <OthersWhoCouldHelp />;
  return null;
}
