import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, UserMenu, useGetIdentity } from 'react-admin';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';

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
 * which react-admin's fixed "Profile" label does not.
 */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? ADMIN_PANEL_TEXTS.accountMenu(identity.fullName) : undefined} />;
}

function AdminAppBar() {
  // react-admin paints its bar in the secondary colour; the member app brands with the primary one.
  return <AppBar color="primary" userMenu={<AdminUserMenu />} />;
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {children}
    </Layout>
  );
}
