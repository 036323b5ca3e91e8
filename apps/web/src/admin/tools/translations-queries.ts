import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listInterfaceTexts,
  removeTextOverride,
  setTextOverride,
  type TextOverrideInput,
} from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import { areaQueries, pagedRead } from '@/api/area-queries';
import { callApi } from '@/api/client';
import type { Paging } from '@/ui/paging';

export interface TextsFilter extends Paging {
  locale: ShippedLocale;
  q: string;
  overridden: boolean;
}

export const { keys: translationKeys, queries: translationQueries } = areaQueries(['admin', 'translations'], {
  list: (filter: TextsFilter) =>
    pagedRead(listInterfaceTexts, {
      query: {
        locale: filter.locale,
        q: filter.q,
        overridden: filter.overridden ? 'true' : 'false',
        page: filter.page,
        pageSize: String(filter.pageSize),
      },
    }),
});

export function useSetTextOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextOverrideInput) => callApi(setTextOverride, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationKeys.all }),
  });
}

export function useRemoveTextOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { locale: ShippedLocale; key: string }) => callApi(removeTextOverride, { params }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationKeys.all }),
  });
}
