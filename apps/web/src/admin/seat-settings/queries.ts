import {
  archiveHold,
  archiveHoldGroup,
  archiveSaleType,
  archiveSeatAlert,
  createHold,
  createHoldGroup,
  createSaleType,
  createSeatAlert,
  type EndpointInput,
  listHoldGroups,
  listHolds,
  listSaleTypes,
  listSeatAlerts,
  updateHold,
  updateHoldGroup,
  updateSaleType,
  updateSeatAlert,
} from '@tessera/contract';
import { areaQueries, read } from '@/api/area-queries';
import { callApi } from '@/api/client';
import { saveRow, useRefreshingMutation } from '@/api/mutations';

const archivedQuery = (archived: boolean) => ({ archived: archived ? ('true' as const) : undefined });

export const { keys: seatSettingKeys, queries: seatSettingQueries } = areaQueries(['admin', 'seatSettings'], {
  holds: (archived = false) => read(listHolds, { query: archivedQuery(archived) }),
  holdGroups: (archived = false) => read(listHoldGroups, { query: archivedQuery(archived) }),
  saleTypes: (archived = false) => read(listSaleTypes, { query: archivedQuery(archived) }),
  seatAlerts: (archived = false) => read(listSeatAlerts, { query: archivedQuery(archived) }),
});

const useSettingMutation = <I, O>(fn: (input: I) => Promise<O>) =>
  useRefreshingMutation([seatSettingKeys.all], fn);

type Reassign = EndpointInput<typeof archiveHold>['body']['reassign'];

export const useSaveHold = () => useSettingMutation(saveRow(createHold, updateHold, 'itemId'));
export const useArchiveHold = () =>
  useSettingMutation(({ id, reassign }: { id: number; reassign?: Reassign }) =>
    callApi(archiveHold, { params: { itemId: id }, body: { reassign } }),
  );
export const useSaveHoldGroup = () =>
  useSettingMutation(({ id, name }: { id?: number; name: string }) =>
    id
      ? callApi(updateHoldGroup, { params: { itemId: id }, body: { name } })
      : callApi(createHoldGroup, { body: { name } }),
  );
export const useArchiveHoldGroup = () =>
  useSettingMutation(({ id, reassign }: { id: number; reassign?: Reassign }) =>
    callApi(archiveHoldGroup, { params: { itemId: id }, body: { reassign } }),
  );
export const useSaveSaleType = () => useSettingMutation(saveRow(createSaleType, updateSaleType, 'itemId'));
export const useArchiveSaleType = () =>
  useSettingMutation((id: number) => callApi(archiveSaleType, { params: { itemId: id } }));
export const useSaveSeatAlert = () => useSettingMutation(saveRow(createSeatAlert, updateSeatAlert, 'itemId'));
export const useArchiveSeatAlert = () =>
  useSettingMutation((id: number) => callApi(archiveSeatAlert, { params: { itemId: id } }));
