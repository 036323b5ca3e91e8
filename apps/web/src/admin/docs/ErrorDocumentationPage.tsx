import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  adminDocumentedCodes,
  type ErrorCode,
  errorStatus,
  purchasingDocumentedCodes,
} from '@tessera/domain';
import { useTranslation } from 'react-i18next';

type Audience = 'admin' | 'purchasing';

const codesFor: Record<Audience, () => ErrorCode[]> = {
  admin: adminDocumentedCodes,
  purchasing: purchasingDocumentedCodes,
};

/** Rendered from the domain's error registry, so the documentation cannot drift from the API. */
function ErrorDocumentation({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const codes = codesFor[audience]();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t(`admin.docs.errors.${audience}.title`)}</Title>
        <Text c="dimmed">{t(`admin.docs.errors.${audience}.intro`)}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.docs.errors.shape')}
        </Text>
      </Stack>
      <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.docs.errors.code')}</Table.Th>
              <Table.Th w={120} visibleFrom="sm">
                {t('admin.docs.errors.status')}
              </Table.Th>
              <Table.Th>{t('admin.docs.errors.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code) => (
              <Table.Tr key={code}>
                <Table.Td>
                  <Code fz={{ base: 11, sm: 'sm' }} style={{ whiteSpace: 'nowrap' }}>
                    {code}
                  </Code>
                  <Text size="xs" c="dimmed" mt={4} hiddenFrom="sm">
                    {t('admin.docs.errors.statusInline', { status: errorStatus(code) })}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{errorStatus(code)}</Table.Td>
                <Table.Td>{t(`errors.${code}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

export function AdminErrorsDocumentationPage() {
  return <ErrorDocumentation audience="admin" />;
}

export function PurchasingErrorsDocumentationPage() {
  return <ErrorDocumentation audience="purchasing" />;
}
