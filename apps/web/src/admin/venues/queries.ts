import {
  type AnyEndpoint,
  createTicketPrinter,
  createVenue,
  createWorkstation,
  deleteTicketPrinter,
  deleteWorkstation,
  type EndpointInput,
  getVenue,
  listVenues,
  updateTicketPrinter,
  updateVenue,
  updateWorkstation,
  type Venue,
} from '@tessera/contract';
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { type RowSave, useRowMutation } from '@/api/mutations';
import type { PageSize } from '@/ui/paging';

export const venueKeys = {
  all: ['admin', 'venues'] as const,
  lists: () => [...venueKeys.all, 'list'] as const,
  list: (page: number, pageSize: PageSize, search: string) =>
    [...venueKeys.lists(), { page, pageSize, search }] as const,
  detail: (id: number) => [...venueKeys.all, 'detail', id] as const,
};

export const venueQueries = {
  list: (page: number, pageSize: PageSize, search: string) =>
    pagedQuery(venueKeys.list(page, pageSize, search), listVenues, {
      query: filled({ page, pageSize, search }),
    }),
  /** Every venue, for pickers (the spec's largest page size is plenty for venues). */
  all: () => apiQuery(venueKeys.list(1, 100, ''), listVenues, { query: { page: 1, pageSize: 100 } }),
  detail: (id: number) => apiQuery(venueKeys.detail(id), getVenue, { params: { venueId: id } }),
};

type VenueBody = EndpointInput<typeof createVenue>['body'];

/** Saves a venue (updates it when it has an id); the answer is the cached venue, lists refresh. */
export const useSaveVenue = (id?: number) =>
  useRowMutation(
    (venue: Venue) => venueKeys.detail(venue.id),
    [venueKeys.lists()],
    (body: VenueBody) =>
      id ? callApi(updateVenue, { params: { venueId: id }, body }) : callApi(createVenue, { body }),
  );

/**
 * Saves one of a venue's printers or workstations: through `update` by its id (named `idParam`
 * in the path) when it has one, through `create` when it is new.
 */
function saveEquipment<C extends AnyEndpoint, U extends AnyEndpoint>(
  venueId: number,
  create: C,
  update: U,
  idParam: 'printerId' | 'workstationId',
) {
  return ({ id, body }: RowSave<C>) =>
    id
      ? callApi(update, { params: { venueId, [idParam]: id }, body } as unknown as EndpointInput<U>)
      : callApi(create, { params: { venueId }, body } as unknown as EndpointInput<C>);
}

/** A change to a venue's equipment: the server answers with the whole venue, which replaces the cached one. */
const useVenueChange = <I>(venueId: number, fn: (input: I) => Promise<Venue>) =>
  useRowMutation(() => venueKeys.detail(venueId), [], fn);

/** The venue's printers and workstations: each saved (added or updated) or deleted. */
export function useEquipment(venueId: number) {
  return {
    savePrinter: useVenueChange(
      venueId,
      saveEquipment(venueId, createTicketPrinter, updateTicketPrinter, 'printerId'),
    ),
    deletePrinter: useVenueChange(venueId, (printerId: number) =>
      callApi(deleteTicketPrinter, { params: { venueId, printerId } }),
    ),
    saveStation: useVenueChange(
      venueId,
      saveEquipment(venueId, createWorkstation, updateWorkstation, 'workstationId'),
    ),
    deleteStation: useVenueChange(venueId, (workstationId: number) =>
      callApi(deleteWorkstation, { params: { venueId, workstationId } }),
    ),
  };
}
