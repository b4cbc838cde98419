import type { Account, MyAd } from '../api/types';

/** An `account` as `GET /account` answers it (api-contract.md). */
export function anAccount(change: Partial<Account> = {}): Account {
  return {
    id: 7,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'helper',
    industry: 'Technology, Engineering & Data',
    PhoneNumber: '5551234567',
    JobTitle: 'Engineer',
    Description: null,
    mentorship: 'Yes',
    photo_url: null,
    has_password: true,
    language: 'en',
    notifications: { new_request: 'instant', reply: 'instant', status_change: 'instant', moderation_outcome: 'instant' },
    ...change,
  };
}

export function anAd(change: Partial<MyAd> = {}): MyAd {
  return {
    id: 1,
    title: 'Bike repair',
    description: 'Fixing bikes',
    category: 'Services',
    ad_description: 'All kinds of bikes',
    price_offer: '',
    contact_email: 'ada@example.com',
    contact_phone: '5551234567',
    location: 'Town',
    // The API's word for an ad without pictures.
    image_url: 'not found',
    thumbnail_url: 'not found',
    created_at: '2026-11-20T10:00:00.000Z',
    status: 'approved',
    status_label: 'Approved',
    rejection_reason: null,
    expires_at: '2027-01-20T10:00:00.000Z',
    ...change,
  };
}
