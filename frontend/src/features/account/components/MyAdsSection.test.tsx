import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { anAd } from './account-fixture';
import { MyAdsSection } from './MyAdsSection';
import type { AdEditor } from './ad-editor';
import type { MyAd } from '../api/types';

const noEditor: AdEditor = () => null;

const ads = [
  anAd({ id: 1, title: 'Bike repair', status: 'approved', status_label: 'Approved' }),
  anAd({ id: 2, title: 'Piano lessons', status: 'pending', status_label: 'Pending review', expires_at: null }),
  anAd({
    id: 3,
    title: 'Old sofa',
    status: 'rejected',
    status_label: 'Rejected',
    rejection_reason: 'Duplicate of another listing: posted twice',
    expires_at: null,
  }),
  anAd({ id: 4, title: 'Garden help', status: 'expired', status_label: 'Expired' }),
  anAd({ id: 5, title: 'Tutoring', status: 'closed', status_label: 'Closed' }),
];

function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('li')!);
}

describe('/account: My ads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists my ads with their status chips, the rejection reason, and only the actions each status allows', async () => {
    mockApi({ 'GET /account/ads': { body: { data: ads } } });
    renderScreen(<MyAdsSection editor={noEditor} />);
    expect(await screen.findByRole('heading', { name: 'Bike repair' })).toBeInTheDocument();
    for (const [title, label] of [
      ['Bike repair', 'Approved'],
      ['Piano lessons', 'Pending review'],
      ['Old sofa', 'Rejected'],
      ['Garden help', 'Expired'],
      ['Tutoring', 'Closed'],
    ]) {
      expect(card(title).getByText(label)).toBeInTheDocument();
    }
    expect(card('Old sofa').getByText('Reason: Duplicate of another listing: posted twice')).toBeInTheDocument();
    expect(card('Bike repair').getByRole('button', { name: 'Close ad Bike repair' })).toBeInTheDocument();
    expect(card('Piano lessons').queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(card('Old sofa').queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(card('Garden help').getByRole('button', { name: 'Renew Garden help' })).toBeInTheDocument();
    expect(card('Tutoring').queryByRole('button', { name: /Close ad/ })).not.toBeInTheDocument();
  });

  it('closes and renews an ad and shows its new status', async () => {
    const api = mockApi({
      'GET /account/ads': { body: { data: ads } },
      'POST /account/ads/1/close': { body: { message: 'Your ad has been closed', ad: { ...ads[0], status: 'closed', status_label: 'Closed' } } },
      'POST /account/ads/4/renew': { body: { message: 'Your ad has been renewed', ad: { ...ads[3], status: 'approved', status_label: 'Approved' } } },
    });
    const { user } = renderScreen(<MyAdsSection editor={noEditor} />);
    await user.click(await screen.findByRole('button', { name: 'Close ad Bike repair' }));
    expect(await screen.findByText('Your ad has been closed')).toBeInTheDocument();
    expect(card('Bike repair').getByText('Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew Garden help' }));
    expect(await screen.findByText('Your ad has been renewed')).toBeInTheDocument();
    expect(card('Garden help').getByText('Approved')).toBeInTheDocument();
    expect(api.callsTo('POST /account/ads/1/close')).toHaveLength(1);
  });

  it("shows the API's refusal of a renewal", async () => {
    mockApi({
      'GET /account/ads': { body: { data: ads } },
      'POST /account/ads/5/renew': { status: 409, body: { error_message: 'Only an approved, expired or closed ad can be renewed' } },
    });
    const { user } = renderScreen(<MyAdsSection editor={noEditor} />);
    await user.click(await screen.findByRole('button', { name: 'Renew Tutoring' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an approved, expired or closed ad can be renewed');
  });

  it('deletes an ad only after the confirmation, and Cancel keeps it', async () => {
    const api = mockApi({ 'GET /account/ads': { body: { data: ads } }, 'DELETE /account/ads/2': { body: { message: 'Your ad has been deleted' } } });
    const { user } = renderScreen(<MyAdsSection editor={noEditor} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Piano lessons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ad?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /account/ads/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Piano lessons' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this ad?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your ad has been deleted')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Piano lessons' })).not.toBeInTheDocument();
  });

  it("opens the app's ad editor for an ad; after a save the card shows the API's confirmation and the new status", async () => {
    mockApi({ 'GET /account/ads': { body: { data: ads } } });
    const opened: MyAd[] = [];
    // The ads feature's form (tested there) stands in as a button that saves at once; what it hands back is the
    // API's answer to the save (the saved ad and its message), allowed like mockApi's.
    const saved = { title: 'Bike and scooter repair', status: 'pending', status_label: 'Pending review', expires_at: null } as const;
    const message = 'Your ad has been saved and is waiting for review';
    allowApiData([saved, message]);
    const editor: AdEditor = ({ ad, onSaved }) => {
      opened.push(ad);
      return (
        <button type="button" onClick={() => onSaved({ ...ad, ...saved }, message)}>
          Save the edit
        </button>
      );
    };
    const { user } = renderScreen(<MyAdsSection editor={editor} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Bike repair' }));
    await user.click(await screen.findByRole('button', { name: 'Save the edit' }));
    expect(opened[0]).toMatchObject({ id: 1, title: 'Bike repair' });
    expect(screen.queryByRole('button', { name: 'Save the edit' })).not.toBeInTheDocument();
    const edited = card('Bike and scooter repair');
    expect(edited.getByText('Your ad has been saved and is waiting for review')).toBeInTheDocument();
    expect(edited.getByText('Pending review')).toBeInTheDocument();
    expect(card('Piano lessons').queryByText('Your ad has been saved and is waiting for review')).not.toBeInTheDocument();
  });

  it('says so when there are no ads', async () => {
    mockApi({ 'GET /account/ads': { body: { data: [] } } });
    renderScreen(<MyAdsSection editor={noEditor} />);
    expect(await screen.findByText('You have not posted any ads yet.')).toBeInTheDocument();
  });
});
