import { Alert, Box, Chip, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { SUGGESTED_MENTORS_TEXTS as TEXT } from '@community/vocabulary';
import { getSuggestedMentors, type SuggestedMentor } from '../lib/api/recommendations';
import { MemberAvatar } from './MemberAvatar';
import { LoadingState } from './StatusStates';

type Load = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; mentors: SuggestedMentor[] };

/** Reads the seeker's suggested mentors once (GET /recommendations/mentors). */
export function useSuggestedMentors(limit = 5, enabled = true): Load {
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    getSuggestedMentors(limit, controller.signal)
      .then((mentors) => setLoad({ phase: 'ready', mentors }))
      .catch(() => !controller.signal.aborted && setLoad({ phase: 'failed' }));
    return () => controller.abort();
  }, [limit, enabled]);
  return load;
}

interface SuggestedMentorsProps {
  heading: string;
  load: Load;
  /** What each row offers (the network page: Profile; a thread: a link to the network with the profile open). */
  action: (mentor: SuggestedMentor) => ReactNode;
  /** Hidden when there is nothing to suggest (a thread), or says so (the network page). */
  hideWhenEmpty?: boolean;
}

/**
 * Suggested mentors with their reasons in words ("Same industry", "Mentions backend", "Usually replies within 2
 * days"): on the Professional Network page for seekers ("Suggested for you"), and in a declined or expired thread
 * ("Others who could help"). Issue #26.
 */
export function SuggestedMentors({ heading, load, action, hideWhenEmpty = false }: SuggestedMentorsProps) {
  if (hideWhenEmpty && (load.phase === 'failed' || (load.phase === 'ready' && load.mentors.length === 0))) return null;
  return (
    <Box component="section" aria-labelledby="suggested-mentors-heading" sx={{ mb: 3 }}>
      <Typography id="suggested-mentors-heading" variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      {load.phase === 'loading' && <LoadingState text={TEXT.loading} quiet />}
      {load.phase === 'failed' && <Alert severity="warning">{TEXT.failed}</Alert>}
      {load.phase === 'ready' && load.mentors.length === 0 && <Typography color="text.secondary">{TEXT.empty}</Typography>}
      {load.phase === 'ready' && load.mentors.length > 0 && (
        <List aria-labelledby="suggested-mentors-heading" disablePadding>
          {load.mentors.map((mentor) => (
            <ListItem key={mentor.id} divider alignItems="flex-start" sx={{ flexWrap: 'wrap', gap: 1, pr: 1 }}>
              <ListItemAvatar>
                <MemberAvatar name={mentor.name} photoUrl={mentor.photo_url} />
              </ListItemAvatar>
              <ListItemText
                primary={mentor.name}
                secondary={
                  <>
                    {mentor.JobTitle && (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {mentor.JobTitle}
                      </Typography>
                    )}
                    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {mentor.reasons.map((reason) => (
                        <Chip key={reason} component="span" size="small" variant="outlined" label={reason} />
                      ))}
                    </Box>
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
                sx={{ flex: '1 1 200px', minWidth: 0 }}
              />
              <Box sx={{ alignSelf: 'center' }}>{action(mentor)}</Box>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
