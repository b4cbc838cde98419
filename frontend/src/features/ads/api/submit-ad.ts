import { apiRequest, type ApiForm } from '../../../lib/api-client';

/** The form's text parts, all sent (an empty price_offer too); the pictures travel as files beside them. */
export type AdSubmission = Required<Omit<ApiForm<'CreateAdFormDto'>, 'images'>>;

/** Multipart: the ad's fields plus one repeated `images` part per picture. Returns the HTTP status. */
export async function submitAd(ad: AdSubmission, images: File[]): Promise<number> {
  const body = new FormData();
  Object.entries(ad).forEach(([key, value]) => body.append(key, value));
  images.forEach((image) => body.append('images', image, image.name));
  const response = await apiRequest('/issues/business-network', { method: 'POST', body });
  return response.status;
}
