import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listOutbox, sendTestMail } from '@tessera/contract';
import { pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export const mailKeys = {
  all: ['admin', 'mail'] as const,
  outboxes: () => [...mailKeys.all, 'outbox'] as const,
  outbox: (page: number, pageSize: PageSize) => [...mailKeys.outboxes(), { page, pageSize }] as const,
};

export const mailQueries = {
  outbox: (page: number, pageSize: PageSize) =>
    pagedQuery(mailKeys.outbox(page, pageSize), listOutbox, { query: { page, pageSize: String(pageSize) } }),
};

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sendTestMail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.outboxes() }),
  });
}
