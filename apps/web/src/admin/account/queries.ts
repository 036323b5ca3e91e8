import { getAccountDetails, getAccountSetup, getAdminAccount, getAdminFeatures } from '@tessera/contract';
import { areaQueries, read } from '@/api/area-queries';

/** What every screen reads of the signed-in staff user and the account: read again after five minutes. */
const shared = { staleTime: 5 * 60_000 };

export const { keys: accountKeys, queries: accountQueries } = areaQueries(['admin', 'account'], {
  /** The signed-in staff user; a 401 here means "go to the login page". */
  details: () => read(getAccountDetails, undefined, shared),
  settings: () => read(getAdminAccount, undefined, shared),
  features: () => read(getAdminFeatures, undefined, shared),
  /** The dashboard's setup checklist, worked out by the server. */
  setup: getAccountSetup,
});
