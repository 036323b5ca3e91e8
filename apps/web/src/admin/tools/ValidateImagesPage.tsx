import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type EndpointOutput, validateImages } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import { TwoLines } from '@/ui/data-table/cells';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';

type Row = EndpointOutput<typeof validateImages>[number];

/** /admin/v2/tools/validate-images: every stored image against the spec's type and size for its kind. */
export function ValidateImagesPage() {
  const { t } = useTranslation();
  const list = useQuery(apiQuery(['admin', 'tools', 'validate-images'] as const, validateImages));
  const images = list.data ?? [];
  const wrong = images.filter((i) => i.problem !== null).length;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.tools.validateImages.title')}</Title>
      <Text c="dimmed">{t('admin.tools.validateImages.intro')}</Text>
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      {list.data ? (
        <Alert color={wrong > 0 ? 'yellow' : 'teal'} role="status">
          {t('admin.tools.validateImages.summary', { count: images.length, wrong })}
        </Alert>
      ) : null}
      <DataTable<Row>
        label={t('admin.tools.validateImages.title')}
        {...queryRows(list)}
        rowKey={(i) => `${i.owner}-${i.ownerId}-${i.kind}`}
        empty={t('table.empty')}
        minWidth={640}
        columns={[
          {
            id: 'owner',
            header: t('admin.tools.validateImages.owner'),
            value: (i) => i.ownerName,
            cell: (i) => (
              <TwoLines main={i.ownerName} sub={t(`admin.tools.validateImages.owners.${i.owner}`)} />
            ),
          },
          { id: 'kind', header: t('admin.tools.validateImages.kind') },
          {
            id: 'image',
            header: t('admin.tools.validateImages.image'),
            value: (i) =>
              t('admin.tools.validateImages.stored', {
                width: i.width,
                height: i.height,
                type: i.contentType,
              }),
          },
          {
            id: 'expected',
            header: t('admin.tools.validateImages.expected'),
            value: (i) =>
              t('admin.tools.validateImages.needs', {
                size: i.expected,
                types: i.expectedTypes.join(', ').toUpperCase(),
              }),
          },
          {
            id: 'problem',
            header: t('admin.tools.validateImages.result'),
            value: (i) => t(`admin.tools.validateImages.problems.${i.problem ?? 'none'}`),
            badge: (i) => (i.problem ? 'red' : 'teal'),
          },
        ]}
      />
    </Stack>
  );
}
