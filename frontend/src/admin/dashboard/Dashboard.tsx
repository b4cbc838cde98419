import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useCreatePath, useDataProvider, useNotify } from 'react-admin';
import { DASHBOARD_CARDS } from '@community/vocabulary';
import type { AdminDataProvider, ModerationStats } from '../dataProvider';
import { errorText } from '../common/moderation';
import { SectionSwitches } from '../sections/SectionSwitches';

function QueueCard({ label, count, resource }: { label: string; count: number | undefined; resource: string }) {
  const createPath = useCreatePath();
  return (
    <Card sx={{ minWidth: 240 }}>
      <CardActionArea component={Link} to={createPath({ resource, type: 'list' })}>
        <CardContent>
          <Typography variant="h3" component="p">
            {count ?? '…'}
          </Typography>
          <Typography>{label}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The dashboard tab: a welcome, and one card per count of GET /admin/stats (DASHBOARD_CARDS): what waits for a decision. */
export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [stats, setStats] = useState<ModerationStats>();

  useEffect(() => {
    let current = true;
    dataProvider
      .getStats()
      .then((result) => current && setStats(result))
      .catch((error: unknown) => current && notify(errorText(error), { type: 'error' }));
    return () => {
      current = false;
    };
  }, [dataProvider, notify]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="dashboard" />
      <Typography variant="h5" component="h1" gutterBottom>
        Welcome to the admin dashboard
      </Typography>
      <Typography sx={{ mb: 3 }}>Review new ads and business groups, read contact forms and manage members from the tabs on the left.</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {DASHBOARD_CARDS.map((card) => (
          <QueueCard key={card.count} label={card.label} count={stats?.[card.count]} resource={card.tab} />
        ))}
      </Box>
      <SectionSwitches />
    </Box>
  );
}
