import { Button, Container, Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { lazy, useCallback, useEffect, useState } from 'react';
import {
  DIRECTORY_SCREEN_TEXTS,
  MESSAGES,
  PROFESSIONAL_NETWORK_INDUSTRIES,
  SCREEN_TEXTS,
  SCROLL_HEIGHTS,
  SUGGESTED_MENTORS_TEXTS,
  type MemberRole,
} from '@community/vocabulary';
import { SuggestedMentors, useSuggestedMentors } from '../../../components/SuggestedMentors';
import { useIsPageFrame } from '../../../lib/page-frame';
import { useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { PagedScrollList } from '../../../components/PagedScrollList';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { getMembers, type Member } from '../api/get-members';
import { ALL_INDUSTRIES, IndustryFilter } from './IndustryFilter';
import { MemberList } from './MemberList';
import { ALL_ROLES, RoleFilter } from './RoleFilter';
import { LoadedOnFirstUse } from '../../../components/LoadedOnFirstUse';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

// The profile and contact dialogs (MUI's Modal, the form and its fields, about a dozen chunks) load on the first
// Profile click, not with the page, whose first load is then only what the list needs; once loaded they stay
// mounted, so they can animate their closing.
const MemberDialogs = lazy(() => import('./MemberDialogs'));

export default function ProfessionalNetworkPage() {
  const [industry, setIndustry] = useState(ALL_INDUSTRIES);
  const [role, setRole] = useState<MemberRole | typeof ALL_ROLES>(ALL_ROLES);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const profile = useLazyDialog<Member>();
  const [contactOf, setContactOf] = useState<Member | null>(null);

  const fetchPage = useCallback(
    (cursor: string | null, signal: AbortSignal) =>
      getMembers({ industries: industry === ALL_INDUSTRIES ? PROFESSIONAL_NETWORK_INDUSTRIES : [industry], q, cursor, role, signal }),
    [industry, q, role],
  );
  const list = usePagedList(fetchPage);

  // Suggested mentors for seekers (issue #26); a thread's "Others who could help" links here with ?profile=<id>.
  const session = useSession();
  const frameOnly = useIsPageFrame();
  const suggestions = useSuggestedMentors(5, session.role === 'seeker' && !frameOnly);
  const [params] = useSearchParams();
  const asked = params.get('profile');
  const { open: openProfile } = profile;
  useEffect(() => {
    if (!asked || suggestions.phase !== 'ready') return;
    const mentor = suggestions.mentors.find((item) => String(item.id) === asked);
    if (mentor) openProfile(mentor);
  }, [asked, suggestions, openProfile]);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREEN_TEXTS.nav.professionalNetwork}
      </Typography>
      {session.role === 'seeker' && !frameOnly && (
        <SuggestedMentors
          heading={SUGGESTED_MENTORS_TEXTS.heading}
          load={suggestions}
          action={(mentor) => (
            <Button variant="outlined" size="small" onClick={() => profile.open(mentor)} aria-label={`${SCREEN_TEXTS.buttons.profile}: ${mentor.name}`}>
              {SCREEN_TEXTS.buttons.profile}
            </Button>
          )}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <IndustryFilter value={industry} onChange={setIndustry} />
        <RoleFilter value={role} onChange={setRole} />
        <TextField label={DIRECTORY_SCREEN_TEXTS.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: 1 }} />
      </Stack>
      <PagedScrollList
        list={list}
        label={DIRECTORY_SCREEN_TEXTS.memberList}
        maxHeight={SCROLL_HEIGHTS.professionalNetwork}
        reserveSpace
        emptyText={MESSAGES.directory.noUsers}
        sayLoadingMore
      >
        {(members) => <MemberList members={members} onProfile={profile.open} />}
      </PagedScrollList>
      <LoadedOnFirstUse used={profile.used}>
        <MemberDialogs
          profileOf={profile.shown}
          contactOf={contactOf}
          onCloseProfile={profile.close}
          onContact={(member) => {
            // Contact replaces the profile (spec: the profile is hidden).
            profile.close();
            setContactOf(member);
          }}
          onCloseContact={() => setContactOf(null)}
        />
      </LoadedOnFirstUse>
    </Container>
  );
}
