import {
  createHostname,
  deleteHostname,
  deleteHostnameImage,
  getAccountSettings,
  listHostnameSettings,
  updateAccountSettings,
  updateHostname,
  uploadHostnameImage,
} from '@tessera/contract';
import type { HostnameImageKind } from '@tessera/domain';
import { implement } from '@/platform/http/implement';
import { accountSettingsOf, saveAccountSettings } from './account-settings.service';
import { requireAccount } from './accounts.service';
import {
  addHostname,
  changeHostname,
  dropImage,
  listHostnameSettingsOf,
  putImage,
  removeHostname,
} from './hostnames.service';

export const accountSettingsAdminRoutes = [
  implement(getAccountSettings, async ({ deps, accountId }) =>
    accountSettingsOf(await requireAccount(deps.db, accountId)),
  ),
  implement(updateAccountSettings, async ({ deps, staff, body, request }) =>
    saveAccountSettings(deps, { staff, ip: request.ip }, body),
  ),
  implement(listHostnameSettings, async ({ deps, accountId }) => listHostnameSettingsOf(deps.db, accountId)),
  implement(createHostname, async ({ deps, accountId, body }) => addHostname(deps, accountId, body)),
  implement(updateHostname, async ({ deps, accountId, params, body }) =>
    changeHostname(deps, accountId, params.hostnameId, body),
  ),
  implement(deleteHostname, async ({ deps, accountId, params }) => {
    await removeHostname(deps, accountId, params.hostnameId);
    return { ok: true as const };
  }),
  implement(uploadHostnameImage, async ({ deps, accountId, params, body }) =>
    putImage(deps, accountId, params.hostnameId, params.imageKind as HostnameImageKind, body.dataBase64),
  ),
  implement(deleteHostnameImage, async ({ deps, accountId, params }) =>
    dropImage(deps, accountId, params.hostnameId, params.imageKind as HostnameImageKind),
  ),
];
