import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, Resource, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18n-provider';
import { AdShow } from './AdShow';
import { stubbedData } from '../test-utils';

const pendingAd = {
  id: 12,
  title: 'Bike for sale',
  description: 'A red bike',
  category: 'Retail',
  ad_description: 'Barely used',
  price_offer: '',
  contact_email: 'seller@example.com',
  contact_phone: '+15550100',
  location: 'Austin',
  status: 'pending',
  image_url: '["ads/a.webp","ads/b.webp","ads/c.webp"]',
  thumbnail_url: '["ads/a-thumb.webp","ads/b-thumb.webp","ads/c-thumb.webp"]',
  created_at: '2025-01-02T10:00:00.000Z',
};

function renderShow(dataProvider: Parameters<typeof testDataProvider>[0]) {
  return render(
    <MemoryRouter initialEntries={['/Pending-Ads/12/show']}>
      <AdminContext dataProvider={testDataProvider(stubbedData(dataProvider))} store={memoryStore()} i18nProvider={createI18nProvider()}>
        <Routes>
          <Route path="/Pending-Ads/*" element={<Resource name="Pending-Ads" show={AdShow} />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('ad detail', () => {
  it('shows every image (thumbnail linking to the full size) and the ad fields, N/A for an empty price', async () => {
    renderShow({ getOne: vi.fn(async () => ({ data: pendingAd })) as never });

    const images = await screen.findAllByRole('img', { name: /Bike for sale image/ });
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/uploads/ads/a-thumb.webp', '/uploads/ads/b-thumb.webp', '/uploads/ads/c-thumb.webp']);
    expect(images[0].closest('a')).toHaveAttribute('href', '/uploads/ads/a.webp');
    expect(screen.getByText('Barely used')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+15550100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.getByText('pending')).toBeInTheDocument();
  });

  it('lets the moderator approve a pending ad from its detail', async () => {
    const update = vi.fn(async () => ({ data: { ...pendingAd, status: 'approved' } }));
    renderShow({ getOne: vi.fn(async () => ({ data: pendingAd })) as never, update: update as never });

    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(update).toHaveBeenCalledWith('Pending-Ads', expect.objectContaining({ id: 12, data: { status: 'approved' } })));
    expect(await screen.findByText('Ad approved')).toBeInTheDocument();
  });
});
