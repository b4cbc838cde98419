import { apiRequest } from '../../../lib/api-client';

export interface Ad {
  id: number | string;
  title: string;
  description: string;
  category: string;
  ad_description: string;
  price_offer?: string | null;
  contact_email: string;
  contact_phone: string;
  location: string;
  status: string;
  image_url: string | null;
  thumbnail_url?: string | null;
  created_at?: string;
}

export async function getApprovedAds(signal?: AbortSignal): Promise<Ad[]> {
  const response = await apiRequest<{ data?: Ad[] }>('/admin/get-business-network', { query: { status_all: 'approved' }, signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return response.data.data ?? [];
}
