import { Group, Stack, Text } from '@mantine/core';

export interface LegendItem {
  color: string;
  label: string;
  count?: number;
  /** A second line, such as how an all-in price breaks down. */
  detail?: string;
}

/** What each colour on the seat map means, with how many seats have it. */
export function SeatLegend({ items, label }: { items: LegendItem[]; label: string }) {
  return (
    <Group gap="md" role="list" aria-label={label}>
      {items.map((item) => (
        <Group
          key={`${item.color}-${item.label}`}
          gap={6}
          role="listitem"
          wrap="nowrap"
          align={item.detail ? 'flex-start' : 'center'}
        >
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: 6,
              background: item.color,
              display: 'inline-block',
              border: '1px solid rgba(0,0,0,0.15)',
              flexShrink: 0,
              marginTop: item.detail ? 4 : undefined,
            }}
          />
          <Stack gap={0}>
            <Text size="sm">
              {item.label}
              {item.count === undefined ? null : (
                <Text span c="dimmed" size="sm">
                  {' ('}
                  {item.count}
                  {')'}
                </Text>
              )}
            </Text>
            {item.detail ? (
              <Text size="xs" c="dimmed">
                {item.detail}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ))}
    </Group>
  );
}
