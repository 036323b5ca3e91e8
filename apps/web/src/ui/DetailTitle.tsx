import { Anchor, Badge, Button, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The small link above a screen's title back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}

/**
 * A detail screen's title: the row's name, marked when it is archived, and its buttons on the
 * right (`actions`, aligned by `align`), or its Archive button (`archive`) while it is not.
 */
export function DetailTitle({
  name,
  archived = false,
  actions,
  archive,
  align = 'flex-start',
}: {
  name: string;
  archived?: boolean;
  actions?: ReactNode;
  archive?: { label: string; mutation: { isPending: boolean; mutate: (input: undefined) => void } };
  align?: 'flex-start' | 'flex-end';
}) {
  const { t } = useTranslation();
  const title = (
    <Group gap="sm">
      <Title order={1}>{name}</Title>
      {archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
    </Group>
  );
  if (actions === undefined && archive === undefined) return title;
  return (
    <Group justify="space-between" align={align}>
      {title}
      {actions}
      {archive && !archived ? (
        <Button
          variant="default"
          color="red"
          loading={archive.mutation.isPending}
          onClick={() => archive.mutation.mutate(undefined)}
        >
          {archive.label}
        </Button>
      ) : null}
    </Group>
  );
}
