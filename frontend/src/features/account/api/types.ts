import type { NotificationSettings } from '@community/vocabulary';

/** `GET /account` (api-contract.md, "The member's own space"). */
export interface Account {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'helper' | 'seeker' | 'business';
  industry: string | null;
  PhoneNumber: string | null;
  JobTitle: string | null;
  Description: string | null;
  mentorship: 'Yes' | 'No' | null;
  photo_url: string | null;
  has_password: boolean;
  notifications: NotificationSettings;
}

export interface MyAd {
  id: number;
  title: string;
  description: string;
  category?: string;
  location?: string;
  contact?: string;
  image_url?: string | null;
  status: 'pending' | 'approved' | 'rejected' | 'expired' | 'closed';
  status_label: string;
  rejection_reason: string | null;
  expires_at: string | null;
  [field: string]: unknown;
}

export interface MyBusinessGroup {
  id: number;
  title: string;
  description: string;
  website_url: string | null;
  industry: string | null;
  status: 'pending' | 'approved' | 'rejected';
  status_label: string;
  rejection_reason: string | null;
  pending_edit: { title: string; description: string; website_url: string | null } | null;
}
