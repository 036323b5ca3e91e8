import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs about one thing (a user's access, an account), a line each. */
export function Facts({
  rows,
  labelWidth = 170,
}: {
  rows: readonly [string, ReactNode][];
  labelWidth?: number | string;
}) {
  return (
    <Table withRowBorders={false} highlightOnHover={false} verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={labelWidth} fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Label and value pairs in two columns (one on a phone); an empty value shows a dash. */
export function FactGrid({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {rows.map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text>{value || '—'}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
