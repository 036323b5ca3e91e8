import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorDetails } from './ErrorDetails';
import { SectionLoader } from './FullPageLoader';

/**
 * The four states of a loaded list, shown the same way everywhere: the error with a retry,
 * a loader, the empty message, or the items.
 */
export function QueryList<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isError) return <ErrorDetails error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <SectionLoader />;
  if (query.data.length === 0) return <Text c="dimmed">{empty}</Text>;
  return <>{children(query.data)}</>;
}
