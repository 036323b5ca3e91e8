import { Alert, List } from '@mantine/core';
import type { MapProblem } from '@tessera/domain';
import { useTranslation } from 'react-i18next';

/** The map's problems, checked as it is drawn; Save waits until there are none. */
export function MapProblems({ problems }: { problems: MapProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('admin.maps.designer.problemsTitle', { count: problems.length })}
    >
      <List size="sm" aria-label={t('admin.maps.designer.problemsTitle', { count: problems.length })}>
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity of their own
          <List.Item key={i}>
            {t(`admin.maps.designer.problem.${p.code.slice('admin.'.length) as 'map_empty'}`, {
              seat: '',
              other: '',
              section: '',
              row: '',
              field: '',
              position: '',
              max: '',
              ...p.params,
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
