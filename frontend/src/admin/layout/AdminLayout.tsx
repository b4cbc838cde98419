import { useEffect, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, Layout, LoadingIndicator, Menu, UserMenu, useGetIdentity, useLocaleState } from 'react-admin';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { currentLanguage } from '../../lib/i18n/language';

/** The spec's sidebar: dashboard first, then the tabs in the order the resources are declared. */
function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText={ADMIN_PANEL_TEXTS.dashboardTitle} />
      <Menu.ResourceItems />
    </Menu>
  );
}

/**
 * The account button shows the admin's name; its accessible name must contain that visible text (WCAG 2.5.3),
 * which react-admin's fixed "Profile" label does not. Below sm react-admin shows an icon instead, and reads its name
 * from `label` as one of its message keys (any other label reads as the English fallback "Profile"): there the
 * default key gives its "Profile" in the panel's language.
 */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return <UserMenu label={showsName && identity?.fullName ? ADMIN_PANEL_TEXTS.accountMenu(identity.fullName) : undefined} />;
}

/**
 * The member app's language switch, not react-admin's locale menu: that one changes only react-admin's own words,
 * while the panel's (the vocabulary's tables) follow the app's language, so it left a half-translated panel.
 */
const adminToolbar = (
  <>
    <LanguageSwitch />
    <LoadingIndicator />
  </>
);

/**
 * react-admin applies the locale kept in its store over its i18nProvider's; the panel follows the app's language
 * instead (a locale stored by react-admin's former locale menu would keep its words in the other language).
 */
function FollowAppLanguage() {
  const [locale, setLocale] = useLocaleState();
  const language = currentLanguage();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [locale, language, setLocale]);
  return null;
}

function AdminAppBar() {
  // react-admin paints its bar in the secondary colour; the member app brands with the primary one.
  return <AppBar color="primary" userMenu={<AdminUserMenu />} toolbar={adminToolbar} />;
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      <FollowAppLanguage />
      {children}
    </Layout>
  );
}
