import { Badge } from '@mantine/core';
import type { UserSummary } from '@tessera/contract';
import { useTranslation } from 'react-i18next';

const colors: Record<UserSummary['status'], string> = {
  active: 'teal',
  invited: 'blue',
  locked: 'orange',
  deactivated: 'gray',
};

export function UserStatusBadge({ status }: { status: UserSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]}>
      {t(`admin.users.statuses.${status}`)}
    </Badge>
  );
}
