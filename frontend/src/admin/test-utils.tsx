import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configure, render } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, memoryStore, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';

// react-admin's lists debounce and render in several passes; on a busy CI machine 1 s is too short a wait.
configure({ asyncUtilTimeout: 5000 });

/** Hand-written fakes of the data provider methods a test needs; their answers are checked by react-admin. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakeDataProvider = Record<string, (...args: any[]) => Promise<any>>;

/** Renders one tab's component the way the panel does: admin context, its resource, and the notification area. */
export function renderTab(ui: ReactNode, { resource, dataProvider, search = '' }: { resource: string; dataProvider: FakeDataProvider; search?: string }) {
  return render(
    <MemoryRouter initialEntries={[`/${resource}${search}`]}>
      <AdminContext dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)} store={memoryStore()} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
