import { Alert, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { validateImages } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';

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
      {images.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.tools.validateImages.owner')}</Table.Th>
                <Table.Th>{t('admin.tools.validateImages.kind')}</Table.Th>
                <Table.Th>{t('admin.tools.validateImages.image')}</Table.Th>
                <Table.Th>{t('admin.tools.validateImages.expected')}</Table.Th>
                <Table.Th>{t('admin.tools.validateImages.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {images.map((i) => (
                <Table.Tr key={`${i.owner}-${i.ownerId}-${i.kind}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {i.ownerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`admin.tools.validateImages.owners.${i.owner}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{i.kind}</Table.Td>
                  <Table.Td>
                    {t('admin.tools.validateImages.stored', {
                      width: i.width,
                      height: i.height,
                      type: i.contentType,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {t('admin.tools.validateImages.needs', {
                      size: i.expected,
                      types: i.expectedTypes.join(', ').toUpperCase(),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={i.problem ? 'red' : 'teal'} variant="light">
                      {t(`admin.tools.validateImages.problems.${i.problem ?? 'none'}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
