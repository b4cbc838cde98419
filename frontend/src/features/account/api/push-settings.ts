import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export type PushKindSettings = ApiSchema<'PushSettingsDto'>;

export function loadPushSettings() {
  return apiRequest<PushKindSettings>('/push/settings');
}

export function updatePushSettings(settings: ApiSchema<'PushSettingsRequestDto'>) {
  return apiRequest<PushKindSettings>('/push/settings', { method: 'PUT', body: settings });
}
