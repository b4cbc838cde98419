import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { AD_CATEGORIES, AD_SCREEN_TEXTS, MESSAGES } from '@community/vocabulary';
import { fakeIntersectionObserver } from '../../../test/intersection-observer';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderScreen, FIELD_MESSAGE } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import AdsPage from './AdsPage';
import { forgetSectionSettings } from '../../../lib/use-section-settings';

const bike = {
  id: 1,
  title: 'Road bike',
  description: 'Light and fast',
  category: 'Other',
  ad_description: 'Barely used, new tyres.',
  price_offer: '',
  contact_email: 'seller@example.com',
  contact_phone: '+1 555-123-4567',
  location: 'Springfield',
  status: 'approved',
  image_url: '["ads/bike-1.webp","ads/bike-2.webp"]',
  thumbnail_url: '["ads/bike-1-thumb.webp","ads/bike-2-thumb.webp"]',
};
const sofa = { ...bike, id: 2, title: 'Sofa', price_offer: '$100', image_url: 'not found', thumbnail_url: null };

/** A picture the member picks: its file's name (the thumbnail's alt) is their data, not a catalog's text. */
function picture(name: string) {
  allowApiData(name);
  return new File(['x'], name, { type: 'image/png' });
}

async function openRegister(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(screen.getByRole('button', { name: '+ Register Your Ad' }));
  return screen.findByRole('dialog', { name: 'Register Your Ad' });
}

async function fillAd(user: ReturnType<typeof renderScreen>['user'], dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await fill(user, field('Title'), 'Road bike');
  await fill(user, field('Description'), 'Light and fast');
  await user.selectOptions(field('Category'), 'Other');
  await fill(user, field('Ad Description'), 'Barely used');
  await fill(user, field('Contact Email'), 'seller@example.com');
  await fill(user, field('Contact Phone'), '5551234567');
  await fill(user, field('Location'), 'Springfield');
}

describe('Ads and Services', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a spinner with Fetching Ads..., then cards with the thumbnail or a placeholder', async () => {
    const reply = deferredReply();
    mockApi({ 'GET /admin/get-business-network': () => reply.promise });
    renderScreen(<AdsPage />);
    expect(screen.getByText('Fetching Ads...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    await act(async () => reply.release({ body: { data: [bike, sofa] } }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/uploads/ads/bike-1-thumb.webp');
    expect(cards[1].querySelector('img')).toBeNull();
    expect(within(cards[1]).getByText('No image')).toBeInTheDocument();
  });

  it("loads the first row's pictures at once (on screen as the board opens) and the rest when scrolled to", async () => {
    const ads = Array.from({ length: 6 }, (_, index) => ({ ...bike, id: index + 1, title: `Bike ${index + 1}` }));
    mockApi({ 'GET /admin/get-business-network': { body: { data: ads } } });
    renderScreen(<AdsPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('img')!.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it("loads the next page with the first page's next_cursor when the grid's end comes into view, and appends it", async () => {
    const view = fakeIntersectionObserver();
    const secondPage = deferredReply();
    const api = mockApi({
      'GET /admin/get-business-network': (call) =>
        call.url.searchParams.get('cursor') === 'page-2' ? secondPage.promise : { body: { data: [bike], next_cursor: 'page-2' } },
    });
    renderScreen(<AdsPage />);
    expect(await screen.findByRole('button', { name: 'Open ad: Road bike' })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/get-business-network')[0].url.searchParams.get('cursor')).toBeNull();
    expect(api.callsTo('GET /admin/get-business-network')[0].url.searchParams.get('status_all')).toBe('approved');
    // The rows come as a transition, whose effects run after its commit: the end mark is watched once they have.
    await waitFor(() => expect(view.connected()).toHaveLength(1));

    await view.reachEnd();
    await view.reachEnd();
    expect(api.callsTo('GET /admin/get-business-network')).toHaveLength(2);
    expect(api.callsTo('GET /admin/get-business-network')[1].url.searchParams.get('cursor')).toBe('page-2');
    expect(api.callsTo('GET /admin/get-business-network')[1].url.searchParams.get('status_all')).toBe('approved');
    expect(screen.getByText('Loading more...')).toBeInTheDocument();
    expect(screen.queryByText('Fetching Ads...')).not.toBeInTheDocument();

    await act(async () => secondPage.release({ body: { data: [sofa], next_cursor: null } }));
    expect(screen.getAllByRole('button', { name: /^Open ad: / }).map((card) => card.getAttribute('aria-label'))).toEqual([
      'Open ad: Road bike',
      'Open ad: Sofa',
    ]);
    expect(screen.queryByText('Loading more...')).not.toBeInTheDocument();
  });

  it('asks for no further page once next_cursor is null', async () => {
    const view = fakeIntersectionObserver();
    const api = mockApi({
      'GET /admin/get-business-network': (call) =>
        call.url.searchParams.get('cursor') === 'page-2' ? { body: { data: [sofa], next_cursor: null } } : { body: { data: [bike], next_cursor: 'page-2' } },
    });
    renderScreen(<AdsPage />);
    await screen.findByRole('button', { name: 'Open ad: Road bike' });
    await waitFor(() => expect(view.connected()).toHaveLength(1));
    await view.reachEnd();
    expect(await screen.findByRole('button', { name: 'Open ad: Sofa' })).toBeInTheDocument();
    await view.reachEnd();
    await view.reachEnd();
    expect(api.callsTo('GET /admin/get-business-network')).toHaveLength(2);
    expect(view.connected()).toHaveLength(0);
  });

  it('opens the detail modal: images, category, description, price N/A, location, mailto and tel; an image opens full size', async () => {
    mockApi({ 'GET /admin/get-business-network': { body: { data: [bike, sofa] } } });
    const { user } = renderScreen(<AdsPage />);
    await user.click(await screen.findByRole('button', { name: 'Open ad: Road bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Road bike' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText('Other')).toBeInTheDocument();
    expect(within(dialog).getByText('Light and fast')).toBeInTheDocument();
    expect(within(dialog).getByText('N/A')).toBeInTheDocument();
    expect(within(dialog).getByText('Springfield')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'seller@example.com' })).toHaveAttribute('href', 'mailto:seller@example.com');
    expect(within(dialog).getByRole('link', { name: '+1 555-123-4567' })).toHaveAttribute('href', 'tel:+15551234567');
    await user.click(within(dialog).getByRole('listitem', { name: 'Show image 2 full size' }));
    expect(await screen.findByRole('img', { name: 'Road bike full size' })).toHaveAttribute('src', '/uploads/ads/bike-2.webp');
  });

  it('shows the price when there is one', async () => {
    mockApi({ 'GET /admin/get-business-network': { body: { data: [sofa] } } });
    const { user } = renderScreen(<AdsPage />);
    await user.click(await screen.findByRole('button', { name: 'Open ad: Sofa' }));
    expect(within(await screen.findByRole('dialog', { name: 'Sofa' })).getByText('$100')).toBeInTheDocument();
  });

  it('register form: review notice, categories, required fields and at least 3 images', async () => {
    const api = mockApi({ 'GET /admin/get-business-network': { body: { data: [] } } });
    const { user } = renderScreen(<AdsPage />);
    const dialog = await openRegister(user);
    expect(within(dialog).getByText(/reviewed by our team before it is approved/)).toBeInTheDocument();
    const categories = Array.from((within(dialog).getByLabelText('Category') as HTMLSelectElement).options)
      .slice(1)
      .map((o) => o.value);
    expect(categories).toEqual([...AD_CATEGORIES]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ad' }));
    for (const text of [
      'Title is required',
      'Description is required',
      'Category is required',
      'Ad description is required',
      'Contact email is required',
      'Contact phone is required',
      'Location is required',
    ]) {
      expect(within(dialog).getByText(text, FIELD_MESSAGE)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Please upload at least 3 images before submitting', FIELD_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST /issues/business-network')).toHaveLength(0);
  });

  it("refuses more than 7 images with 'You can upload a maximum of 7 images'", async () => {
    mockApi({ 'GET /admin/get-business-network': { body: { data: [] } } });
    const { user } = renderScreen(<AdsPage />);
    const dialog = await openRegister(user);
    const input = within(dialog).getByLabelText('Upload Images');
    await user.upload(
      input,
      [1, 2, 3, 4, 5].map((n) => picture(`p${n}.png`)),
    );
    await user.upload(
      input,
      [6, 7, 8].map((n) => picture(`p${n}.png`)),
    );
    expect(within(dialog).getByText('You can upload a maximum of 7 images')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
  });

  it("submits the ad as multipart with Submitting..., closes and shows 'Ad submitted successfully!'", async () => {
    const reply = deferredReply();
    const api = mockApi({ 'GET /admin/get-business-network': { body: { data: [] } }, 'POST /issues/business-network': () => reply.promise });
    const { user } = renderScreen(<AdsPage />);
    const dialog = await openRegister(user);
    await user.upload(
      within(dialog).getByLabelText('Upload Images'),
      [1, 2, 3].map((n) => picture(`p${n}.png`)),
    );
    await fillAd(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ad' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () => reply.release({ status: 201, body: { message: 'ok', id: 4 } }));
    const body = api.callsTo('POST /issues/business-network')[0].body as FormData;
    expect(body.getAll('images')).toHaveLength(3);
    expect(body.get('title')).toBe('Road bike');
    expect(body.get('price_offer')).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register Your Ad' })).not.toBeInTheDocument());
    expect(await screen.findByText('Ad submitted successfully!')).toBeInTheDocument();
  });

  it("shows 'Images are too large. Kindly provide compressed images.' on a 413", async () => {
    mockApi({ 'GET /admin/get-business-network': { body: { data: [] } }, 'POST /issues/business-network': { status: 413, body: {} } });
    const { user } = renderScreen(<AdsPage />);
    const dialog = await openRegister(user);
    await user.upload(
      within(dialog).getByLabelText('Upload Images'),
      [1, 2, 3].map((n) => picture(`p${n}.png`)),
    );
    await fillAd(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ad' }));
    expect(await within(dialog).findByText('Images are too large. Kindly provide compressed images.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Ad' })).toBeEnabled();
  });

  it('refuses a file that is not a picture when it is picked, by its type or because the browser cannot open it, naming each; it gets no thumbnail', async () => {
    // Chromium opens real pictures; here a stand-in decoder fails on the one whose bytes are not a picture.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name === 'holiday.jpg') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
        return { close: () => undefined };
      }),
    );
    mockApi({ 'GET /admin/get-business-network': { body: { data: [] } } });
    const { user } = renderScreen(<AdsPage />);
    const dialog = await openRegister(user);
    const input = within(dialog).getByLabelText('Upload Images');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, [
      picture('p1.png'),
      new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }),
      new File(['not a jpeg'], 'holiday.jpg', { type: 'image/jpeg' }),
    ]);
    const refusal = AD_SCREEN_TEXTS.pictures.notPictures(['notes.pdf', 'holiday.jpg']);
    expect(refusal).toBe('"notes.pdf", "holiday.jpg" are not pictures we can use. Please choose JPEG, PNG, WebP or GIF images.');
    expect(await within(dialog).findByText(refusal, FIELD_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 7 images (at least 3)')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['p1.png']);
    expect(within(dialog).getByRole('button', { name: 'Upload Images' })).toHaveAccessibleDescription(refusal);
  });

  for (const [status, reason] of [
    [400, MESSAGES.ad.notAnImage],
    [400, MESSAGES.ad.tooManyPixels],
    [429, MESSAGES.ad.dailyLimitReached],
  ] as const) {
    it(`shows the API's reason for a ${status} refusal: "${reason}" (not the 413 text)`, async () => {
      mockApi({ 'GET /admin/get-business-network': { body: { data: [] } }, 'POST /issues/business-network': { status, body: { error_message: reason } } });
      const { user } = renderScreen(<AdsPage />);
      const dialog = await openRegister(user);
      await user.upload(
        within(dialog).getByLabelText('Upload Images'),
        [1, 2, 3].map((n) => picture(`p${n}.png`)),
      );
      await fillAd(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Submit Ad' }));
      expect(await within(dialog).findByText(reason)).toBeInTheDocument();
      expect(within(dialog).queryByText(MESSAGES.ad.tooLarge)).not.toBeInTheDocument();
    });
  }

  it('searches the board (debounced) and filters by category, each asking for a fresh first page', async () => {
    const api = mockApi({
      'GET /admin/get-business-network': (call) =>
        call.url.searchParams.get('q') === 'sofa' ? { body: { data: [sofa], next_cursor: null } } : { body: { data: [bike, sofa], next_cursor: null } },
    });
    const { user } = renderScreen(<AdsPage />);
    await screen.findByText('Road bike');
    expect(api.calls[0].url.searchParams.get('q')).toBeNull();
    await fill(user, screen.getByLabelText('Search ads'), 'sofa');
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('q')).toBe('sofa'));
    const typed = api.calls.filter((call) => call.url.searchParams.get('q') !== null).map((call) => call.url.searchParams.get('q'));
    // One request once typing settles, not one per key.
    expect(typed).toEqual(['sofa']);
    await waitFor(() => expect(screen.queryByText('Road bike')).not.toBeInTheDocument());
    expect(await screen.findByText('Sofa')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Retail');
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('category')).toBe('Retail'));
    expect(api.calls.at(-1)!.url.searchParams.get('q')).toBe('sofa');
    expect(api.calls.at(-1)!.url.searchParams.get('cursor')).toBeNull();
    expect(Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options).map((o) => o.value)).toEqual(['', ...AD_CATEGORIES]);
  });

  it("opens searched as a saved search's link or alert mail addresses it (?q=…&category=…)", async () => {
    const api = mockApi({ 'GET /admin/get-business-network': () => ({ body: { data: [sofa], next_cursor: null } }) });
    renderScreen(<AdsPage />, { path: '/businessnetwork', route: '/businessnetwork?q=sofa&category=Retail' });
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('q')).toBe('sofa'));
    expect(api.calls.at(-1)!.url.searchParams.get('category')).toBe('Retail');
    expect(screen.getByLabelText('Search ads')).toHaveValue('sofa');
    expect(screen.getByLabelText('Category')).toHaveValue('Retail');
  });

  it('ignores a category that is not one of the choices', async () => {
    const api = mockApi({ 'GET /admin/get-business-network': () => ({ body: { data: [bike], next_cursor: null } }) });
    renderScreen(<AdsPage />, { path: '/businessnetwork', route: '/businessnetwork?category=Weapons' });
    await screen.findByText('Road bike');
    expect(api.calls.every((call) => call.url.searchParams.get('category') === null)).toBe(true);
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });
});

describe('Ads and Services: Save this search (issue #27)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetSectionSettings();
  });

  it('is offered once the Job Board is open, and saves the board search with its category', async () => {
    const api = mockApi({
      'GET /settings': { body: { job_board: 'open' } },
      'GET /admin/get-business-network': { body: { data: [], next_cursor: null } },
      'POST /account/saved-searches': { status: 201, body: { id: 1 } },
    });
    const { user } = renderScreen(<AdsPage />);
    await user.selectOptions(screen.getByLabelText('Category'), AD_CATEGORIES[0]);
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(api.callsTo('POST /account/saved-searches')[0]?.body).toEqual({ kind: 'ads', q: '', filters: { category: AD_CATEGORIES[0] }, notify: 'daily' }),
    );
  });

  it('is not offered while the Job Board is Coming Soon', async () => {
    mockApi({ 'GET /settings': { body: { job_board: 'coming_soon' } }, 'GET /admin/get-business-network': { body: { data: [], next_cursor: null } } });
    renderScreen(<AdsPage />);
    await screen.findByText('No ads to show yet.');
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });
});
