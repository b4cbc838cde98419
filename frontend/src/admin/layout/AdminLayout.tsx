import type { ReactNode } from 'react';
import { Layout, Menu } from 'react-admin';

/** The spec's sidebar: dashboard first, then the tabs in the order the resources are declared. */
function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="dashboard" />
      <Menu.ResourceItems />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
