import { PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { approvedAdsRequest } from '../features/ads/api/get-approved-ads';
import { businessGroupsRequest } from '../features/business-directory/api/get-business-groups';
import { buildApiUrl, type ApiCall } from '../lib/api-client';
import { directoryPageRequest } from '../lib/api/directory';
import type { PrerenderedRoute } from './prerendered-routes';

export interface EarlyPageRequest {
  /** Exactly the URL the page's first fetch asks for: built by the same function (early-requests.test.tsx checks it). */
  url: string;
  /** A member page: without a session the guard sends the visitor away, so nothing is fetched. */
  needsSession: boolean;
}

/** The first API request of each pre-rendered page whose main content is data, as the page opens (no filter, no search). */
const FIRST_REQUESTS: Partial<Record<PrerenderedRoute, { call: ApiCall; needsSession: boolean }>> = {
  '/business': { call: businessGroupsRequest(null), needsSession: false },
  '/professionalnetwork': { call: directoryPageRequest({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, cursor: null }), needsSession: true },
  '/businessnetwork': { call: approvedAdsRequest(null), needsSession: true },
};

export function earlyPageRequest(route: string): EarlyPageRequest | undefined {
  const first = FIRST_REQUESTS[route as PrerenderedRoute];
  return first && { url: buildApiUrl(first.call.path, first.call.query), needsSession: first.needsSession };
}
