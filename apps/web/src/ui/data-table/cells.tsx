import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A row's name as a link to its screen, marked when it is archived. */
export function NameLink({
  to,
  children,
  archived,
}: {
  to: string;
  children: ReactNode;
  archived?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Link to={to}>{children}</Link>
      {archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
    </Group>
  );
}

/** A row's main fact in bold with a quieter line under it (an email, a type, a note). */
export function TwoLines({
  main,
  sub,
  lineClamp,
  plain = false,
}: {
  main: ReactNode;
  sub?: ReactNode;
  /** The most lines the quieter line takes. */
  lineClamp?: number;
  /** The main fact in the row's own weight (a second column of two lines beside a bold one). */
  plain?: boolean;
}) {
  return (
    <>
      <Text size="sm" fw={plain ? undefined : 600}>
        {main}
      </Text>
      {sub ? (
        <Text size="xs" c="dimmed" lineClamp={lineClamp}>
          {sub}
        </Text>
      ) : null}
    </>
  );
}

/** A few short labels side by side (a row's tags, the methods of a plan). */
export function Badges({ labels, gap = 6 }: { labels: readonly string[]; gap?: number }) {
  return (
    <Group gap={gap}>
      {labels.map((label, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two labels may read the same
        <Badge key={`${i}-${label}`} variant="light">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
