import { Accordion, Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { methodColor } from './methodColor';
import { type ApiOperation, schemaType } from './openapi';

function SchemaBlock({ schema }: { schema: unknown }) {
  return (
    <Code block fz="xs" style={{ maxHeight: 360, overflow: 'auto' }}>
      {JSON.stringify(schema, null, 2)}
    </Code>
  );
}

function authLabelKey(auth: string) {
  if (auth === 'staff') return 'admin.docs.technical.auth.staff' as const;
  if (auth === 'customer') return 'admin.docs.technical.auth.customer' as const;
  return 'admin.docs.technical.auth.public' as const;
}

export function OperationCard({ operation }: { operation: ApiOperation }) {
  const { t } = useTranslation();
  // A page lists every endpoint: a section's parameters and schemas are drawn once it is opened.
  const [open, setOpen] = useState<string[]>([]);
  const hasRequest = operation.parameters.length > 0 || operation.requestSchema !== null;
  return (
    <Paper p="md" radius="md" id={operation.id}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <Badge
            color={methodColor(operation.method)}
            variant="filled"
            radius="sm"
            w={64}
            style={{ flexShrink: 0 }}
          >
            {operation.method}
          </Badge>
          <Code fz="sm" style={{ wordBreak: 'break-all', background: 'transparent' }} fw={600}>
            {operation.path}
          </Code>
        </Group>
        {operation.summary ? <Text size="sm">{operation.summary}</Text> : null}
        <Group gap="xs">
          <Badge variant="light" color={operation.auth === 'public' ? 'gray' : 'indigo'}>
            {t(authLabelKey(operation.auth))}
          </Badge>
          <Badge variant="outline" color="gray" tt="none">
            {operation.permission
              ? t('admin.docs.technical.permission', { permission: operation.permission })
              : t('admin.docs.technical.noPermission')}
          </Badge>
        </Group>
        {operation.errorCodes.length > 0 ? (
          <Group gap={6} align="baseline">
            <Text size="xs" c="dimmed" fw={500}>
              {t('admin.docs.technical.errorCodes')}
            </Text>
            {operation.errorCodes.map((code) => (
              <Code key={code} fz="xs">
                {code}
              </Code>
            ))}
          </Group>
        ) : null}
        <Accordion
          variant="contained"
          multiple
          value={open}
          onChange={setOpen}
          chevronPosition="left"
          styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          {hasRequest ? (
            <Accordion.Item value="request">
              <Accordion.Control>{t('admin.docs.technical.request')}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {operation.parameters.length > 0 && open.includes('request') ? (
                    <DataTable
                      label={t('admin.docs.technical.parameters', { path: operation.path })}
                      prefix={operation.id}
                      rows={operation.parameters}
                      rowKey={(param) => `${param.in}:${param.name}`}
                      empty=""
                      minWidth={360}
                      columns={[
                        {
                          id: 'name',
                          header: t('admin.docs.technical.parameter'),
                          sortable: true,
                          cell: (param) => <Code fz="xs">{param.name}</Code>,
                        },
                        { id: 'in', header: t('admin.docs.technical.location'), sortable: true },
                        {
                          id: 'type',
                          header: t('admin.docs.technical.type'),
                          value: (param) => schemaType(param.schema),
                        },
                        {
                          id: 'required',
                          header: t('admin.docs.technical.required'),
                          value: (param) =>
                            param.required ? t('admin.docs.technical.yes') : t('admin.docs.technical.no'),
                        },
                      ]}
                    />
                  ) : null}
                  {operation.requestSchema !== null && open.includes('request') ? (
                    <Stack gap={4}>
                      <Text size="xs" c="dimmed" fw={500}>
                        {t('admin.docs.technical.requestBody')}
                      </Text>
                      <SchemaBlock schema={operation.requestSchema} />
                    </Stack>
                  ) : null}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ) : null}
          {operation.responseSchema !== null ? (
            <Accordion.Item value="response">
              <Accordion.Control>
                {t('admin.docs.technical.response', { status: operation.successStatus ?? '200' })}
              </Accordion.Control>
              <Accordion.Panel>
                {open.includes('response') ? <SchemaBlock schema={operation.responseSchema} /> : null}
              </Accordion.Panel>
            </Accordion.Item>
          ) : null}
        </Accordion>
      </Stack>
    </Paper>
  );
}
