import { Code, Stack, Text, Title } from '@mantine/core';
import {
  adminDocumentedCodes,
  type ErrorCode,
  errorStatus,
  purchasingDocumentedCodes,
} from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';

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
      <DataTable
        label={t(`admin.docs.errors.${audience}.title`)}
        search
        rows={codes.map((code) => ({ code, status: errorStatus(code), message: t(`errors.${code}`) }))}
        rowKey={(row) => row.code}
        empty=""
        columns={[
          {
            id: 'code',
            header: t('admin.docs.errors.code'),
            sortable: true,
            cell: ({ code, status }) => (
              <>
                <Code fz={{ base: 11, sm: 'sm' }} style={{ whiteSpace: 'nowrap' }}>
                  {code}
                </Code>
                <Text size="xs" c="dimmed" mt={4} hiddenFrom="sm">
                  {t('admin.docs.errors.statusInline', { status })}
                </Text>
              </>
            ),
          },
          {
            id: 'status',
            header: t('admin.docs.errors.status'),
            sortable: true,
            width: 120,
            visibleFrom: 'sm',
          },
          { id: 'message', header: t('admin.docs.errors.message') },
        ]}
      />
    </Stack>
  );
}

export function AdminErrorsDocumentationPage() {
  return <ErrorDocumentation audience="admin" />;
}

export function PurchasingErrorsDocumentationPage() {
  return <ErrorDocumentation audience="purchasing" />;
}
