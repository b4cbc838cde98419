import { apiRequest } from '../../../lib/api-client';

export type AdSubmission = {
  title: string;
  description: string;
  category: string;
  ad_description: string;
  price_offer: string;
  contact_email: string;
  contact_phone: string;
  location: string;
};

/** Multipart: the ad's fields plus one repeated `images` part per picture. Returns the HTTP status. */
export async function submitAd(ad: AdSubmission, images: File[]): Promise<number> {
  const body = new FormData();
  Object.entries(ad).forEach(([key, value]) => body.append(key, value));
  images.forEach((image) => body.append('images', image, image.name));
  const response = await apiRequest('/issues/business-network', { method: 'POST', body });
  return response.status;
}
