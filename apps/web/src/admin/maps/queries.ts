import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  archiveMap,
  copyMap,
  createMap,
  type EndpointInput,
  getMap,
  importMap,
  listMaps,
  type MapDetail,
  updateMap,
} from '@tessera/contract';
import type { SeatMapDefinition } from '@tessera/domain';
import { venueKeys } from '@/admin/venues/queries';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';

export const mapKeys = {
  all: ['admin', 'maps'] as const,
  lists: () => [...mapKeys.all, 'list'] as const,
  list: (venueId: number | null, archived: boolean) => [...mapKeys.lists(), { venueId, archived }] as const,
  detail: (id: number) => [...mapKeys.all, 'detail', id] as const,
};

export const mapQueries = {
  list: (venueId: number | null, archived = false) =>
    queryOptions({
      queryKey: mapKeys.list(venueId, archived),
      queryFn: () =>
        callApi(listMaps, {
          query: { venueId: venueId ?? undefined, archived: archived ? 'true' : undefined },
        }),
    }),
  detail: (id: number) => apiQuery(mapKeys.detail(id), getMap, { params: { mapId: id } }),
};

function useMapMutation<I>(fn: (input: I) => Promise<MapDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (map) => {
      client.setQueryData(mapKeys.detail(map.id), map);
      void client.invalidateQueries({ queryKey: mapKeys.lists() });
      void client.invalidateQueries({ queryKey: venueKeys.all });
    },
  });
}

export const useImportMap = () =>
  useMapMutation((body: EndpointInput<typeof importMap>['body']) => callApi(importMap, { body }));
export const useCreateMap = () =>
  useMapMutation((body: EndpointInput<typeof createMap>['body']) => callApi(createMap, { body }));
/** `onAnswer` sees the saved map before the page shows it (the designer keeps its layout for it). */
export const useUpdateMap = (id: number, onAnswer?: (sent: SeatMapDefinition, saved: MapDetail) => void) =>
  useMapMutation(async (body: EndpointInput<typeof updateMap>['body']) => {
    const saved = await callApi(updateMap, { params: { mapId: id }, body });
    if (body.definition) onAnswer?.(body.definition as SeatMapDefinition, saved);
    return saved;
  });
export const useCopyMap = (id: number) =>
  useMapMutation((body: EndpointInput<typeof copyMap>['body']) =>
    callApi(copyMap, { params: { mapId: id }, body }),
  );
export const useArchiveMap = (id: number) =>
  useMapMutation(() => callApi(archiveMap, { params: { mapId: id } }));
