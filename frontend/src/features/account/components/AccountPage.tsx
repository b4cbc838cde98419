import { Box, Container, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from '../../../lib/router';
import { ACCOUNT_SCREEN_TEXTS } from '@community/vocabulary';
import { getAccount } from '../api/get-account';
import type { Account } from '../api/types';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { LoadedView } from './LoadedView';
import { MyAdsSection } from './MyAdsSection';
import { MyBusinessSection } from './MyBusinessSection';
import { NotificationsSection } from './NotificationsSection';
import { LanguageSection } from './LanguageSection';
import { PushKindsSection } from './PushKindsSection';
import { PushSettings } from '../../../components/PushControls';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { TwoFactorSection } from './TwoFactorSection';
import { useLoaded } from './use-loaded';
import type { AdEditor } from './ad-editor';
import type { JobEditor } from './job-editor';
import { MyJobsSection } from './MyJobsSection';
import { SavedSearchesSection } from './SavedSearchesSection';
import { useSectionState } from '../../../lib/use-section-settings';

type TabKey = keyof typeof ACCOUNT_SCREEN_TEXTS.tabs;

function tabsFor(account: Account, jobBoardOpen: boolean): TabKey[] {
  const tabs: TabKey[] = ['profile', 'security', 'notifications', 'ads'];
  if (account.role === 'business') tabs.push('business');
  // The Job Board's tabs once an admin has opened it (while Coming Soon its doors answer 404).
  if (jobBoardOpen) tabs.push('jobs', 'searches');
  tabs.push('data');
  return tabs;
}

interface Editors {
  adEditor: AdEditor;
  jobEditor: JobEditor;
}

function TabContent({ tab, account, onChange, adEditor, jobEditor }: { tab: TabKey; account: Account; onChange: (account: Account) => void } & Editors) {
  switch (tab) {
    case 'profile':
      return (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <ProfileSection account={account} onChange={onChange} />
          <LanguageSection account={account} onChange={onChange} />
        </Box>
      );
    case 'security':
      return (
        <Box sx={{ display: 'grid', gap: 4 }}>
          {account.has_password && <PasswordSection account={account} />}
          <EmailSection account={account} />
          <TwoFactorSection account={account} />
        </Box>
      );
    case 'notifications':
      return (
        <>
          <NotificationsSection account={account} onChange={onChange} />
          {/* Push on this device (issue #26): asked only when the member presses its button. */}
          <PushSettings />
          <PushKindsSection />
        </>
      );
    case 'ads':
      return <MyAdsSection editor={adEditor} />;
    case 'business':
      return <MyBusinessSection />;
    case 'jobs':
      return <MyJobsSection editor={jobEditor} />;
    case 'searches':
      return <SavedSearchesSection />;
    case 'data':
      return <DataSection account={account} />;
  }
}

/**
 * /account: the member's own space; the tab is in the address (?tab=), so it survives a reload and can be linked.
 * `adEditor` and `jobEditor` are the ads' and the jobs' edit forms, handed over by the app.
 */
export function AccountPage({ adEditor, jobEditor }: Editors) {
  const jobBoardOpen = useSectionState('job_board') === 'open';
  const { loaded, set, retry } = useLoaded(getAccount, (data) => data, ACCOUNT_SCREEN_TEXTS.loadFailed);
  const [params, setParams] = useSearchParams();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {ACCOUNT_SCREEN_TEXTS.title}
      </Typography>
      <LoadedView loaded={loaded} retry={retry}>
        {(account) => {
          const tabs = tabsFor(account, jobBoardOpen);
          const requested = params.get('tab') as TabKey | null;
          const tab = requested && tabs.includes(requested) ? requested : 'profile';
          return (
            <Paper variant="outlined">
              <Tabs
                value={tab}
                onChange={(_, next: TabKey) => setParams({ tab: next }, { replace: true })}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                aria-label={ACCOUNT_SCREEN_TEXTS.title}
              >
                {tabs.map((key) => (
                  <Tab key={key} value={key} label={ACCOUNT_SCREEN_TEXTS.tabs[key]} id={`account-tab-${key}`} aria-controls={`account-panel-${key}`} />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
                <TabContent key={tab} tab={tab} account={account} onChange={set} adEditor={adEditor} jobEditor={jobEditor} />
              </Box>
            </Paper>
          );
        }}
      </LoadedView>
    </Container>
  );
}

export default AccountPage;
