import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useCreatePath, useDataProvider, useNotify } from 'react-admin';
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

/** The dashboard tab: a welcome, and how many ads and business groups wait for a decision. */
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
      <Typography sx={{ mb: 3 }}>
        Review new ads and business groups, read contact forms and manage members from the tabs on the left.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <QueueCard label="Pending ads" count={stats?.pendingAds} resource="Pending-Ads" />
        <QueueCard label="Pending business groups" count={stats?.pendingBusinessGroups} resource="pendingBusinessGroups" />
        <QueueCard label="Open reports" count={stats?.openReports} resource="reports" />
      </Box>
      <SectionSwitches />
    </Box>
  );
}
