import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function changePassword(currentPassword: string, newPassword: string) {
  const body: ApiSchema<'ChangePasswordDto'> = { currentPassword, newPassword };
  return apiRequest<Partial<ApiSchema<'SessionRenewedDto'>>>('/account/password', { method: 'PUT', body });
}
