import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useCreatePath, useDataProvider, useNotify } from 'react-admin';
import { ADMIN_PANEL_TEXTS, DASHBOARD_CARDS } from '@community/vocabulary';
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

/** A response figure of GET /admin/stats (issue #26): a percent or hours, or "–" when there is nothing to measure yet. */
function MeasureCard({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card sx={{ minWidth: 240, maxWidth: 320 }}>
      <CardContent>
        <Typography variant="h3" component="p">
          {value ?? '…'}
        </Typography>
        <Typography>{label}</Typography>
      </CardContent>
    </Card>
  );
}

const NOTHING_YET = '–';

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
      <Title title={ADMIN_PANEL_TEXTS.dashboardTitle} />
      <Typography variant="h5" component="h1" gutterBottom>
        {ADMIN_PANEL_TEXTS.welcome}
      </Typography>
      <Typography sx={{ mb: 3 }}>{ADMIN_PANEL_TEXTS.welcomeIntro}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {DASHBOARD_CARDS.map((card) => (
          <QueueCard key={card.count} label={ADMIN_PANEL_TEXTS.cards[card.count]} count={stats?.[card.count]} resource={card.tab} />
        ))}
      </Box>
      <Box component="section" aria-label={ADMIN_PANEL_TEXTS.responses} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <MeasureCard
          label={ADMIN_PANEL_TEXTS.responseStats.requestsAnsweredWithin7Days}
          value={stats && (stats.requestsAnsweredWithin7Days === null ? NOTHING_YET : `${stats.requestsAnsweredWithin7Days}%`)}
        />
        <MeasureCard
          label={ADMIN_PANEL_TEXTS.responseStats.medianFirstReplyHours}
          value={stats && (stats.medianFirstReplyHours === null ? NOTHING_YET : String(stats.medianFirstReplyHours))}
        />
      </Box>
      <SectionSwitches />
    </Box>
  );
}
