import type { NotificationSettings } from '@community/vocabulary';
import { apiRequest } from '../../../lib/api-client';

export function updateNotifications(settings: NotificationSettings) {
  return apiRequest<NotificationSettings>('/account/notifications', { method: 'PUT', body: settings });
}
