import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import type { MyBusinessGroup } from '../api/types';
import { MyBusinessSection } from './MyBusinessSection';

const description = 'We repair bicycles of every kind for the whole community, quickly and fairly.';
const group: MyBusinessGroup = {
  id: 3,
  title: 'Ada Bikes',
  description,
  website_url: 'https://bikes.example',
  industry: 'Hospitality, Sports & Recreation',
  status: 'rejected',
  status_label: 'Rejected',
  rejection_reason: 'Incomplete or unclear information: add opening hours',
  pending_edit: null,
};

describe('/account: My business', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the status and the rejection reason, and saves an edit that waits for review', async () => {
    const api = mockApi({
      'GET /account/business-groups': { body: { data: [group] } },
      'PATCH /account/business-groups/3': (call) => ({
        body: {
          message: 'Your changes have been saved and are waiting for review',
          group: { ...group, status: 'pending', status_label: 'Pending review', pending_edit: call.body },
        },
      }),
    });
    const { user } = renderScreen(<MyBusinessSection />);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Incomplete or unclear information: add opening hours')).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await fill(user, title, 'Ada Bikes & Co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved and are waiting for review')).toBeInTheDocument();
    expect(api.callsTo('PATCH /account/business-groups/3')[0].body).toEqual({ title: 'Ada Bikes & Co', description, website_url: 'https://bikes.example' });
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Your latest changes are waiting for review.')).toBeInTheDocument();
  });

  it('an approved listing whose edit was refused stays approved and shows why', async () => {
    mockApi({
      'GET /account/business-groups': {
        body: { data: [{ ...group, status: 'approved', status_label: 'Approved', rejection_reason: 'Other: keep the old name' }] },
      },
    });
    renderScreen(<MyBusinessSection />);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your latest changes were not approved; the directory still shows the listing as it was. Reason: Other: keep the old name',
    );
  });

  it('checks the business description length before sending', async () => {
    const api = mockApi({ 'GET /account/business-groups': { body: { data: [group] } } });
    const { user } = renderScreen(<MyBusinessSection />);
    const field = await screen.findByLabelText('Description');
    await user.clear(field);
    // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
    const tooShort = 'Too short';
    allowApiData(tooShort);
    await fill(user, field, tooShort);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/.+/);
    expect(api.callsTo('PATCH /account/business-groups/3')).toHaveLength(0);
  });

  it('says so when there is no listing', async () => {
    mockApi({ 'GET /account/business-groups': { body: { data: [] } } });
    renderScreen(<MyBusinessSection />);
    expect(await screen.findByText('You have no business listing.')).toBeInTheDocument();
  });
});
