import { Badge, Group } from '@mantine/core';
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
