import type { ApiResponse } from './api-client';

/** How a request form's send ended: accepted, or refused with the API's own sentence when it gave one (issue #24). */
export interface SendOutcome {
  ok: boolean;
  refusal?: string;
}

export function sendOutcome(response: Pick<ApiResponse<unknown>, 'ok' | 'data'>, accepted = response.ok): SendOutcome {
  return accepted ? { ok: true } : { ok: false, refusal: response.data.error_message || undefined };
}
