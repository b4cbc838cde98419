import { useState } from 'react';
import { Admin, defaultTheme, Resource, type RaThemeOptions } from 'react-admin';
import { FRAME_TEXTS, MESSAGES, ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { currentDirection } from '../lib/i18n/language';
import { COMPONENT_TEXT_PROPS, TYPED_TEXT_DIRECTION, theme as appTheme } from '../app/theme';
import { ads, pendingAds } from './ads';
import { jobs, pendingJobs } from './jobs';
import { auditLog } from './audit-log';
import { createAuthProvider } from './authProvider';
import { createI18nProvider } from './i18n/i18n-provider';
import { businessGroups, pendingBusinessGroupEdits, pendingBusinessGroups } from './business-groups';
import { contactForms } from './contact-forms';
import { Dashboard } from './dashboard/Dashboard';
import { createAdminDataProvider } from './dataProvider';
import { AdminLayout } from './layout/AdminLayout';
import type { TabName } from './tabs';
import { reports } from './reports';
import { mailOutbox } from './mail-outbox';
import { admins, helpers, seekers } from './users';

const dataProvider = createAdminDataProvider();
/**
 * The member app's colours, which keep white text at AA contrast (react-admin's default blue does not), and a
 * sidebar wide enough for the longest tab name, pendingBusinessGroups, in full. Made when the panel mounts, so its
 * words (MUI's own, COMPONENT_TEXT_PROPS, and the loading indicator's name) are the page's language.
 */
const panelTheme = (): RaThemeOptions => ({
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: appTheme.palette.primary.main },
    secondary: { main: appTheme.palette.secondary.main },
    // Status chips and Approve / Reject text sit on white and on the selection toolbar's tint: dark enough for AA.
    success: { main: '#1b5e20' },
    error: { main: '#b71c1c' },
    warning: { main: appTheme.palette.secondary.main },
  },
  sidebar: { width: 270, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    ...COMPONENT_TEXT_PROPS,
    ...TYPED_TEXT_DIRECTION,
    // A cell's data takes its direction from its own letters too: in the Arabic panel an e-mail address or an English
    // title reads and wraps left to right (its hyphens and dots stay in place), while the column keeps its alignment.
    MuiTableCell: {
      ...defaultTheme.components?.MuiTableCell,
      styleOverrides: { ...defaultTheme.components?.MuiTableCell?.styleOverrides, body: { unicodeBidi: 'plaintext' } },
    },
    // react-admin's full-width autocomplete, with MUI's words (read here, when the panel mounts).
    MuiAutocomplete: {
      ...defaultTheme.components?.MuiAutocomplete,
      defaultProps: { ...defaultTheme.components?.MuiAutocomplete?.defaultProps, ...COMPONENT_TEXT_PROPS.MuiAutocomplete.defaultProps },
    },
    // The app bar's spinner while a request is in flight is a progressbar, which needs a name (axe
    // aria-progressbar-name); react-admin passes the indicator's extra props to it.
    RaLoadingIndicator: { defaultProps: { 'aria-label': MESSAGES.directory.loading } },
  },
  ...(currentDirection() === 'rtl' ? { direction: 'rtl' } : {}),
});
const authProvider = createAuthProvider();

/** The spec names the tabs; the label keeps them exactly so instead of react-admin's humanised resource names. */
const tab = (name: TabName) => ({ name, options: { label: ADMIN_PANEL_TEXTS.tabs[name] } });

/**
 * The admin panel, lazy-loaded by the member app at /dashboard/* inside its own router: react-admin takes
 * the basename and no router of its own. Sign-in happens in the member app; this panel only reads its session.
 */
export default function AdminApp() {
  // Made when the panel mounts, in the member app's language (a language switch renders the app, so the panel, anew).
  const [i18nProvider] = useState(createI18nProvider);
  const [theme] = useState(panelTheme);
  return (
    <Admin
      basename="/dashboard"
      title={FRAME_TEXTS.pageNames.dashboard}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      dashboard={Dashboard}
      layout={AdminLayout}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource {...tab('helpers')} {...helpers} />
      <Resource {...tab('seekers')} {...seekers} />
      <Resource {...tab('contactForms')} {...contactForms} />
      <Resource {...tab('Ads')} {...ads} />
      <Resource {...tab('Pending-Ads')} {...pendingAds} />
      <Resource {...tab('businessGroups')} {...businessGroups} />
      <Resource {...tab('pendingBusinessGroups')} {...pendingBusinessGroups} />
      <Resource {...tab('pendingEdits')} {...pendingBusinessGroupEdits} />
      <Resource {...tab('jobs')} {...jobs} />
      <Resource {...tab('pendingJobs')} {...pendingJobs} />
      <Resource name="reports" options={{ label: ADMIN_PANEL_TEXTS.tabs.reports }} {...reports} />
      <Resource {...tab('admins')} {...admins} />
      <Resource {...tab('audit-log')} {...auditLog} />
      <Resource name="mail-outbox" options={{ label: ADMIN_PANEL_TEXTS.tabs['mail-outbox'] }} {...mailOutbox} />
    </Admin>
  );
}
