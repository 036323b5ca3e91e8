import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader';
import { DataTable, type DataTableProps } from './DataTable';

/**
 * A list screen: its title, what it is for and its main buttons (`pageActions`), over its one
 * table, which the title names; what follows the table (its dialogs) comes as children.
 */
export function ListPage<T extends object>({
  title,
  intro,
  pageActions,
  above,
  children,
  ...table
}: Omit<DataTableProps<T>, 'label' | 'title'> & {
  title: string;
  intro?: ReactNode;
  pageActions?: ReactNode;
  /** What stands between the header and the table: a result line, a filter of its own. */
  above?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} intro={intro} actions={pageActions} />
      {above}
      <DataTable label={title} {...table} />
      {children}
    </Stack>
  );
}
