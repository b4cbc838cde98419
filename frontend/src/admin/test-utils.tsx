import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configure, render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { allowApiData } from '../test/pseudo-language';
import { createI18nProvider } from './i18n/i18n-provider';

// react-admin's lists debounce and render in several passes; on a busy CI machine 1 s is too short a wait.
configure({ asyncUtilTimeout: 5000 });

/** Hand-written fakes of the data provider methods a test needs; their answers are checked by react-admin. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakeDataProvider = Record<string, (...args: any[]) => Promise<any>>;

/**
 * The fakes' answers are the API's data, as the stubbed fetch's are (test/mock-api.ts): the pseudo-language's check
 * (test/pseudo-language.ts) allows their words on the page. A refusal's message is the API's text too.
 */
export function stubbedData<T extends object>(provider: T): T {
  const methods = Object.entries(provider as FakeDataProvider).map(([name, method]) => [
    name,
    async (...args: unknown[]) => {
      try {
        const answer = await method(...args);
        allowApiData(answer);
        return answer;
      } catch (error) {
        allowApiData(error instanceof Error ? error.message : error);
        throw error;
      }
    },
  ]);
  return Object.fromEntries(methods) as T;
}

/** Renders one tab's component the way the panel does: admin context, its resource, and the notification area. */
export function renderTab(ui: ReactNode, { resource, dataProvider, search = '' }: { resource: string; dataProvider: FakeDataProvider; search?: string }) {
  return render(
    <MemoryRouter initialEntries={[`/${resource}${search}`]}>
      <AdminContext
        dataProvider={testDataProvider(stubbedData(dataProvider) as Partial<DataProvider>)}
        store={memoryStore()}
        i18nProvider={createI18nProvider()}
      >
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
