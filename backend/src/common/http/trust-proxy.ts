import { TrustProxy } from '../../config/app-config';

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * What Fastify is given for TRUST_PROXY. Fastify 5 refuses a bare hop count (it trusts no hop at all),
 * so a count becomes the function proxy-addr documents for it: trust the nearest `hops` addresses.
 * A hop count cannot tell a proxy from a client that reaches the app directly; docs/deploy.md says to
 * list the proxies' addresses when the app's port is reachable other than through them.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | TrustFunction {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
