import { TestApp } from '../support/test-app';
import { Account } from '../support/accounts';
import { AccessContext, businessGroupMessage, clinicIssue, legalIssue, memberMessage } from './access-rows/info-issues-contact';

export type RequestKind = 'professional-network' | 'legal-assistance' | 'virtual-clinic' | 'business-groups';

const PAYLOADS: Record<RequestKind, (ctx: AccessContext) => object> = {
  'professional-network': memberMessage,
  'legal-assistance': legalIssue,
  'virtual-clinic': clinicIssue,
  'business-groups': businessGroupMessage,
};

/** Sends a request of this kind as `sender` (anonymous for a business group when sender is null) and answers the raw response. */
export function sendRequest(sut: TestApp, sender: Account | null, kind: RequestKind, ctx: AccessContext, change: object = {}) {
  const call = sut.http.post(`/api/v1/issues/${kind}`);
  if (sender) call.auth(sender.token, { type: 'bearer' });
  return call.send({ ...PAYLOADS[kind](ctx), ...change });
}

/** A request that must succeed: its conversation id. */
export async function openConversation(sut: TestApp, sender: Account | null, kind: RequestKind, ctx: AccessContext, change: object = {}): Promise<number> {
  const response = await sendRequest(sut, sender, kind, ctx, change);
  if (response.status !== 201) throw new Error(`${kind}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.conversation_id;
}

/** A client for one account: get/post/put/delete with its bearer token. */
export function as(sut: TestApp, account: Account) {
  const bearer = { type: 'bearer' as const };
  return {
    get: (path: string) => sut.http.get(`/api/v1${path}`).auth(account.token, bearer),
    post: (path: string, body: object = {}) => sut.http.post(`/api/v1${path}`).auth(account.token, bearer).send(body),
    put: (path: string, body: object = {}) => sut.http.put(`/api/v1${path}`).auth(account.token, bearer).send(body),
    delete: (path: string) => sut.http.delete(`/api/v1${path}`).auth(account.token, bearer),
  };
}
