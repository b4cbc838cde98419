import { Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { MESSAGES, SCREEN_TEXTS, SCROLL_HEIGHTS } from '@community/vocabulary';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { getBusinessGroups, type BusinessGroup } from '../api/get-business-groups';
import { BusinessProfileModal } from './BusinessProfileModal';
import { BusinessTable } from './BusinessTable';

export default function BusinessDirectoryPage() {
  const [groups, setGroups] = useState<BusinessGroup[]>([]);
  const [loading, setLoading] = useState(true);
  const [profileOf, setProfileOf] = useState<BusinessGroup | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBusinessGroups(controller.signal)
      .then(setGroups)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load business groups', error);
        setGroups([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREEN_TEXTS.nav.businessDirectory}
      </Typography>
      <ScrollArea maxHeight={SCROLL_HEIGHTS.businessDirectory} label="Business group list">
        {loading ? (
          <LoadingState text={MESSAGES.directory.loading} />
        ) : groups.length === 0 ? (
          <EmptyState text={MESSAGES.directory.noBusinessGroups} />
        ) : (
          <BusinessTable groups={groups} onProfile={setProfileOf} />
        )}
      </ScrollArea>
      <BusinessProfileModal group={profileOf} onClose={() => setProfileOf(null)} />
    </Container>
  );
}
