import { apiRequest, type ApiForm, type ApiResponse } from '../../../lib/api-client';

/** The form's text parts, all sent (an empty price_offer too); the pictures travel as files beside them. */
export type AdSubmission = Required<Omit<ApiForm<'CreateAdFormDto'>, 'images'>>;

/** Multipart: the ad's fields plus one repeated `images` part per picture. Returns the answer (status and body). */
export function submitAd(ad: AdSubmission, images: File[]): Promise<ApiResponse<Record<string, unknown>>> {
  const body = new FormData();
  Object.entries(ad).forEach(([key, value]) => body.append(key, value));
  images.forEach((image) => body.append('images', image, image.name));
  return apiRequest('/issues/business-network', { method: 'POST', body });
}
