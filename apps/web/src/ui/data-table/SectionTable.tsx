import type { ReactNode } from 'react';
import { Section } from '../Section';
import { DataTable, type DataTableProps } from './DataTable';

/**
 * A section of a screen holding one table, which the section's title names; what follows the
 * table in the section (its edit panel, a note) comes as children.
 */
export type SectionTableProps<T extends object> = Omit<DataTableProps<T>, 'label' | 'title'> & {
  title: string;
  intro?: string;
  card?: boolean;
  children?: ReactNode;
};

export function SectionTable<T extends object>({
  title,
  intro,
  card,
  children,
  ...table
}: SectionTableProps<T>) {
  return (
    <Section title={title} intro={intro} card={card}>
      <DataTable label={title} {...table} />
      {children}
    </Section>
  );
}
