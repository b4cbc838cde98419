import type { ApiSchema } from '../../../lib/api-client';

/** `GET /account` (api-contract.md, "The member's own space"), as the API's document has it. */
export type Account = ApiSchema<'AccountDto'>;

/** One of My ads, in any status. */
export type MyAd = ApiSchema<'MyAdDto'>;

/** My business listing, with the owner's edit waiting for review (pending_edit). */
export type MyBusinessGroup = ApiSchema<'MyBusinessGroupDto'>;
