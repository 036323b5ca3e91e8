import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listOutbox, sendTestMail } from '@tessera/contract';
import { areaQueries, pagedRead } from '@/api/area-queries';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export const { keys: mailKeys, queries: mailQueries } = areaQueries(['admin', 'mail'], {
  outbox: (page: number, pageSize: PageSize) =>
    pagedRead(listOutbox, { query: { page, pageSize: String(pageSize) } }),
});

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sendTestMail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
