import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, AD_SCREEN_TEXTS, MESSAGES } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen, FIELD_MESSAGE } from '../../../test/render';
import { allowApiData, unmark } from '../../../test/pseudo-language';
import type { SavedAd } from '../api/update-my-ad';
import { EditAdDialog } from './EditAdDialog';

const paths = ['ads/a.webp', 'ads/b.webp', 'ads/c.webp'];
const ad: SavedAd = {
  id: 4,
  title: 'Road bike',
  description: 'Light and fast',
  category: 'Other',
  ad_description: 'Barely used',
  price_offer: '$300',
  contact_email: 'seller@example.com',
  contact_phone: '5551234567',
  location: 'Springfield',
  status: 'approved',
  status_label: 'Approved',
  image_url: JSON.stringify(paths),
  thumbnail_url: JSON.stringify(paths.map((path) => path.replace('.webp', '.thumb.webp'))),
  created_at: '2026-11-20T10:00:00.000Z',
  rejection_reason: null,
  expires_at: null,
};
/** A picture the member picks: its file's name (the thumbnail's alt) is their data, not a catalog's text. */
function picture(name: string, type = 'image/png') {
  allowApiData(name);
  return new File(['x'], name, { type });
}

function renderDialog(editing: SavedAd = ad) {
  // The ad the dialog edits is My ads' copy of the API's answer.
  allowApiData(editing);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderScreen(<EditAdDialog ad={editing} onClose={onClose} onSaved={onSaved} />);
  return { ...view, onSaved, onClose, dialog: within(screen.getByRole('dialog', { name: 'Edit ad' })) };
}

function savedAnswer(change: object = {}) {
  return { body: { message: ACCOUNT_TEXTS.adSaved, ad: { ...ad, status: 'pending', status_label: 'Pending review', ...change } } };
}

describe('Edit ad (My ads)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens with the ad's fields and its current pictures (thumbnails), counted against the 3-7 rule, and says before saving that the ad leaves the board for review", () => {
    const { dialog } = renderDialog();
    expect(dialog.getByLabelText('Title')).toHaveValue('Road bike');
    expect(dialog.getByText('3 of 7 images (at least 3)')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Current picture 1' })).toHaveAttribute('src', '/uploads/ads/a.thumb.webp');
    expect(dialog.getByRole('img', { name: 'Current picture 3' })).toHaveAttribute('src', '/uploads/ads/c.thumb.webp');
    expect(dialog.getAllByRole('button', { name: /^Remove current picture / })).toHaveLength(3);
    expect(dialog.getByText(AD_SCREEN_TEXTS.editReviewNotice.approved)).toBeInTheDocument();
    expect(AD_SCREEN_TEXTS.editReviewNotice.approved).toMatch(/taken off the Ads and Services board until an admin approves it again/);
  });

  it('says what review means for a pending ad and for a rejected one', () => {
    const { unmount } = renderDialog({ ...ad, status: 'pending' });
    expect(screen.getByText(AD_SCREEN_TEXTS.editReviewNotice.pending)).toBeInTheDocument();
    unmount();
    renderDialog({ ...ad, status: 'rejected' });
    expect(screen.getByText(AD_SCREEN_TEXTS.editReviewNotice.other)).toBeInTheDocument();
  });

  it('keeps two pictures and adds one: multipart with keep_images in order, the new file and the fields; hands the saved ad and message back', async () => {
    const api = mockApi({ 'PATCH /account/ads/4': savedAnswer({ price_offer: '$250' }) });
    const { user, dialog, onSaved } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Remove current picture 2' }));
    expect(dialog.getByText('2 of 7 images (at least 3)')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Upload Images' })).toHaveFocus();
    await user.upload(dialog.getByLabelText('Upload Images'), picture('helmet.png'));
    expect(await dialog.findByRole('img', { name: 'helmet.png' })).toBeInTheDocument();
    expect(dialog.getByText('3 of 7 images (at least 3)')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Price / Offer (optional)'));
    await fill(user, dialog.getByLabelText('Price / Offer (optional)'), '$250');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const body = api.callsTo('PATCH /account/ads/4')[0].body as FormData;
    expect(body.getAll('keep_images')).toEqual(['ads/a.webp', 'ads/c.webp']);
    expect((body.getAll('images') as File[]).map((file) => file.name)).toEqual(['helmet.png']);
    expect(body.get('price_offer')).toBe('$250');
    expect(body.get('title')).toBe('Road bike');
    // The message is handed back in the reader's language (the pseudo-language's marks included): read it as they do.
    const [saved, message] = onSaved.mock.calls[0] as [SavedAd, string];
    expect(saved).toEqual(expect.objectContaining({ id: 4, status: 'pending', price_offer: '$250' }));
    expect(unmark(message)).toBe(ACCOUNT_TEXTS.adSaved);
  });

  it('removing a picture without adding one sends JSON with the pictures kept', async () => {
    const four = { ...ad, image_url: JSON.stringify([...paths, 'ads/d.webp']), thumbnail_url: null };
    const api = mockApi({ 'PATCH /account/ads/4': savedAnswer() });
    const { user, dialog, onSaved } = renderDialog(four);
    expect(dialog.getByRole('img', { name: 'Current picture 4' })).toHaveAttribute('src', '/uploads/ads/d.webp');
    await user.click(dialog.getByRole('button', { name: 'Remove current picture 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('PATCH /account/ads/4')[0].body).toMatchObject({ title: 'Road bike', keep_images: ['ads/b.webp', 'ads/c.webp', 'ads/d.webp'] });
  });

  it('a text edit with the pictures untouched sends JSON without keep_images', async () => {
    const api = mockApi({ 'PATCH /account/ads/4': savedAnswer() });
    const { user, dialog, onSaved } = renderDialog();
    await user.clear(dialog.getByLabelText('Title'));
    await fill(user, dialog.getByLabelText('Title'), 'Road bike, 54 cm');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.callsTo('PATCH /account/ads/4')[0].body as Record<string, unknown>;
    expect(body.title).toBe('Road bike, 54 cm');
    expect(body).not.toHaveProperty('keep_images');
  });

  it('refuses to save with fewer than 3 pictures in all, and sends nothing', async () => {
    const api = mockApi({});
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Remove current picture 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(MESSAGES.ad.tooFewImages, FIELD_MESSAGE)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file that is not a picture when it is picked, naming it, and keeps the pictures as they were', async () => {
    const { dialog } = renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(dialog.getByLabelText('Upload Images'), picture('cv.pdf', 'application/pdf'));
    expect(await dialog.findByText(AD_SCREEN_TEXTS.pictures.notPictures(['cv.pdf']), FIELD_MESSAGE)).toBeInTheDocument();
    expect(dialog.getByText('3 of 7 images (at least 3)')).toBeInTheDocument();
    expect(dialog.queryByRole('img', { name: 'cv.pdf' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal in the dialog and stays open", async () => {
    mockApi({ 'PATCH /account/ads/4': { status: 409, body: { error_message: ACCOUNT_TEXTS.adChangedMeanwhile } } });
    const { user, dialog, onSaved } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Remove current picture 3' }));
    await user.upload(dialog.getByLabelText('Upload Images'), picture('new.png'));
    await dialog.findByRole('img', { name: 'new.png' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(ACCOUNT_TEXTS.adChangedMeanwhile)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
