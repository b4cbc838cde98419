import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { UntilHydrated } from './UntilHydrated';

let renders = 0;
function Page() {
  renders += 1;
  return <input aria-label="Email" />;
}

describe('UntilHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps a pre-rendered page disabled until React takes it over, then enables it without rendering the page again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <UntilHydrated>
        <Page />
      </UntilHydrated>,
    );
    document.body.appendChild(container);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);

    renders = 0;
    await act(async () => {
      hydrateRoot(
        container,
        <UntilHydrated>
          <Page />
        </UntilHydrated>,
      );
    });

    expect(container.querySelector('fieldset')).toBe(fieldset);
    expect(fieldset.disabled).toBe(false);
    // The hydration render only: the fieldset's own re-render after it leaves the page as it is.
    expect(renders).toBe(1);
  });
});
