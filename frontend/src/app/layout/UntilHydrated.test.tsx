import { act, lazy, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHydrated, UntilHydrated } from './UntilHydrated';

let renders = 0;
function Page() {
  renders += 1;
  return <input aria-label="Email" />;
}

function preRendered(markup: string) {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.appendChild(container);
  return container;
}

describe('UntilHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps a pre-rendered page disabled until React takes it over, then enables it without rendering the page again', async () => {
    const page = (
      <UntilHydrated>
        <Page />
        <PageHydrated />
      </UntilHydrated>
    );
    const container = preRendered(renderToString(page));
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);

    renders = 0;
    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(container.querySelector('fieldset')).toBe(fieldset);
    expect(fieldset.disabled).toBe(false);
    // The hydration render only: the fieldset's own re-render after it leaves the page as it is.
    expect(renders).toBe(1);
  });

  it("stays disabled while the route's lazy code has not arrived, so nothing typed is wiped when it hydrates", async () => {
    const container = preRendered(
      renderToString(
        <UntilHydrated>
          <Suspense fallback="Loading">
            <Page />
            <PageHydrated />
          </Suspense>
        </UntilHydrated>,
      ),
    );
    const input = container.querySelector('input')!;
    let arrive: (module: { default: typeof Page }) => void = () => {};
    const LazyPage = lazy(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));

    await act(async () => {
      hydrateRoot(
        container,
        <UntilHydrated>
          <Suspense fallback="Loading">
            <LazyPage />
            <PageHydrated />
          </Suspense>
        </UntilHydrated>,
      );
    });
    expect(container.querySelector('fieldset')!.disabled).toBe(true);
    expect(container.querySelector('input')).toBe(input);

    await act(async () => {
      arrive({ default: Page });
    });
    expect(container.querySelector('fieldset')!.disabled).toBe(false);
    // The server's input, taken over: not replaced by a new one.
    expect(container.querySelector('input')).toBe(input);
  });

  it('never disables a page rendered on the client', async () => {
    const container = preRendered('');
    await act(async () => {
      createRoot(container).render(
        <UntilHydrated>
          <Page />
        </UntilHydrated>,
      );
    });
    expect(container.querySelector('fieldset')!.disabled).toBe(false);
  });
});
