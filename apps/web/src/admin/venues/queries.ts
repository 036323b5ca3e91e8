import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
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

export function useSaveVenue(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueBody) =>
      id ? callApi(updateVenue, { params: { venueId: id }, body }) : callApi(createVenue, { body }),
    onSuccess: (venue: Venue) => {
      client.setQueryData(venueKeys.detail(venue.id), venue);
      void client.invalidateQueries({ queryKey: venueKeys.lists() });
    },
  });
}

type PrinterBody = EndpointInput<typeof createTicketPrinter>['body'];
type StationBody = EndpointInput<typeof createWorkstation>['body'];

/** Printer and workstation changes answer with the whole venue, which replaces the cached one. */
export function useEquipment(venueId: number) {
  const client = useQueryClient();
  const onSuccess = (venue: Venue) => client.setQueryData(venueKeys.detail(venueId), venue);
  const params = { venueId };
  return {
    savePrinter: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: PrinterBody }) =>
        id
          ? callApi(updateTicketPrinter, { params: { ...params, printerId: id }, body })
          : callApi(createTicketPrinter, { params, body }),
      onSuccess,
    }),
    deletePrinter: useMutation({
      mutationFn: (id: number) => callApi(deleteTicketPrinter, { params: { ...params, printerId: id } }),
      onSuccess,
    }),
    saveStation: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: StationBody }) =>
        id
          ? callApi(updateWorkstation, { params: { ...params, workstationId: id }, body })
          : callApi(createWorkstation, { params, body }),
      onSuccess,
    }),
    deleteStation: useMutation({
      mutationFn: (id: number) => callApi(deleteWorkstation, { params: { ...params, workstationId: id } }),
      onSuccess,
    }),
  };
}
