import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getEventAttendance,
  getOrderBundle,
  getTicketPrintData,
  type OrderBundle,
  type OrderEmailKind,
  recordTicketsPrinted,
  reissueBarcodes,
  resendOrderConfirmation,
  scanTicket,
  setUsherMessage,
} from '@tessera/contract';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';

export const ticketKeys = {
  bundle: (orderId: number) => ['admin', 'orders', orderId, 'bundle'] as const,
  attendance: (eventId: number) => ['admin', 'events', eventId, 'attendance'] as const,
};

export const ticketQueries = {
  bundle: (orderId: number) => apiQuery(ticketKeys.bundle(orderId), getOrderBundle, { params: { orderId } }),
  attendance: (eventId: number) =>
    queryOptions({
      queryKey: ticketKeys.attendance(eventId),
      queryFn: () => callApi(getEventAttendance, { params: { eventId } }),
      refetchInterval: 30_000,
    }),
};

function useBundleUpdate<V>(orderId: number, call: (vars: V) => Promise<OrderBundle>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (bundle) => client.setQueryData(ticketKeys.bundle(orderId), bundle),
  });
}

export const useReissue = (orderId: number) =>
  useBundleUpdate(orderId, (ticketIds: number[]) =>
    callApi(reissueBarcodes, { params: { orderId }, body: { ticketIds } }),
  );

export const useUsherMessage = (orderId: number) =>
  useBundleUpdate(orderId, ({ ticketId, message }: { ticketId: number; message: string }) =>
    callApi(setUsherMessage, { params: { orderId, ticketId }, body: { message } }),
  );

export const useRecordPrinted = (orderId: number) =>
  useBundleUpdate(orderId, ({ ticketIds, printer }: { ticketIds: number[]; printer: string }) =>
    callApi(recordTicketsPrinted, { params: { orderId }, body: { ticketIds, printer } }),
  );

export function useResendConfirmation(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: OrderEmailKind = 'confirmation') =>
      callApi(resendOrderConfirmation, { params: { orderId }, body: { kind } }),
    onSettled: () => client.invalidateQueries({ queryKey: ticketKeys.bundle(orderId) }),
  });
}

export const fetchPrintData = (orderId: number, ticketIds: number[], printerType: 'Boca' | 'Zebra') =>
  callApi(getTicketPrintData, { params: { orderId }, body: { ticketIds, printerType } });

export const useScan = () =>
  useMutation({
    mutationFn: (body: { barcode: string; direction: 'in' | 'out'; location: string; message: string }) =>
      callApi(scanTicket, { body }),
  });
