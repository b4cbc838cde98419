import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function updateNotifications(settings: ApiSchema<'NotificationSettingsRequestDto'>) {
  return apiRequest<ApiSchema<'NotificationSettingsDto'>>('/account/notifications', { method: 'PUT', body: settings });
}
