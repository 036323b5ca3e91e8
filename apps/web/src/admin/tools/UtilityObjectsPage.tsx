import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getUtilityObject, type UtilityObjectKind, utilityObjectKinds } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';

const isKind = (k: string): k is UtilityObjectKind => (utilityObjectKinds as readonly string[]).includes(k);
/** The other kinds the server names among an object's related ids. */
const otherKinds = [
  'user',
  'partner',
  'deliveryMethod',
  'basket',
  'refund',
  'priceLevel',
  'priceType',
  'venue',
  'map',
  'template',
  'hold',
] as const;
type Named = UtilityObjectKind | (typeof otherKinds)[number];
const isNamed = (k: string): k is Named => isKind(k) || (otherKinds as readonly string[]).includes(k);

/**
 * /admin/v2/tools/utility-objects (decisions/0104): one stored object of the account by type and
 * id, read only, with the objects it is tied to (those of a looked-up type open in turn).
 */
export function UtilityObjectsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<UtilityObjectKind>('order');
  const [id, setId] = useState<number | ''>('');
  const [asked, setAsked] = useState<{ kind: UtilityObjectKind; id: number } | null>(null);
  const found = useQuery({
    ...apiQuery(['admin', 'tools', 'utility-objects', asked] as const, getUtilityObject, {
      params: { objectKind: asked?.kind ?? 'order', objectId: asked?.id ?? 1 },
    }),
    enabled: asked !== null,
    retry: false,
  });
  const kindLabel = (k: string) => (isNamed(k) ? t(`admin.tools.utilityObjects.kinds.${k}`) : k);
  const open = (k: UtilityObjectKind, n: number) => {
    setKind(k);
    setId(n);
    setAsked({ kind: k, id: n });
  };
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t('admin.tools.utilityObjects.title')}</Title>
      <Text c="dimmed">{t('admin.tools.utilityObjects.intro')}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typeof id === 'number') setAsked({ kind, id });
        }}
      >
        <Group align="end" wrap="wrap">
          <Select
            label={t('admin.tools.utilityObjects.kind')}
            data={utilityObjectKinds.map((k) => ({ value: k, label: kindLabel(k) }))}
            value={kind}
            allowDeselect={false}
            onChange={(v) => v && isKind(v) && setKind(v)}
            w={180}
          />
          <NumberInput
            label={t('admin.tools.utilityObjects.id')}
            value={id}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            onChange={(v) => setId(typeof v === 'number' ? v : '')}
            w={180}
          />
          <Button type="submit" disabled={typeof id !== 'number'}>
            {t('admin.tools.utilityObjects.lookUp')}
          </Button>
        </Group>
      </form>
      {found.isError ? (
        <Alert color="red" role="alert">
          {found.error.message}
        </Alert>
      ) : null}
      {found.data ? (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('admin.tools.utilityObjects.heading', { kind: kindLabel(found.data.kind), id: found.data.id })}
          </Title>
          <Paper withBorder p="sm">
            <Title order={3} size="h5" mb="xs">
              {t('admin.tools.utilityObjects.related')}
            </Title>
            {found.data.related.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('admin.tools.utilityObjects.noRelated')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {found.data.related.map((r) => (
                  <Group key={r.kind} component="li" gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {kindLabel(r.kind)}
                    </Text>
                    {r.ids.map((n) =>
                      isKind(r.kind) && typeof n === 'number' ? (
                        <Button
                          key={n}
                          variant="subtle"
                          size="compact-sm"
                          aria-label={t('admin.tools.utilityObjects.openRelated', {
                            kind: kindLabel(r.kind),
                            id: n,
                          })}
                          onClick={() => open(r.kind as UtilityObjectKind, n)}
                        >
                          {n}
                        </Button>
                      ) : (
                        <Text key={n} size="sm" style={{ wordBreak: 'break-all' }}>
                          {n}
                        </Text>
                      ),
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
          <Table aria-label={t('admin.tools.utilityObjects.fields')} striped>
            <Table.Tbody>
              {found.data.fields.map((f) => (
                <Table.Tr key={f.name}>
                  <Table.Th scope="row" w="35%">
                    {f.name}
                  </Table.Th>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {f.value === null ? '—' : String(f.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
