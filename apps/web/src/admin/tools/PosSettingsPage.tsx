import { ActionIcon, Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPosSettings, resetPosSettings, savePosSettings } from '@tessera/contract';
import { type PosPaymentType, posPaymentTypeChoices } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sellKeys } from '@/admin/sell/queries';
import { isApiError } from '@/api/api-error';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { orderedChoices } from './pos-settings';

const posKeys = { all: ['admin', 'tools', 'pos-settings'] as const };
const posQuery = () => apiQuery(posKeys.all, getPosSettings);

/** Arrows, not words: the buttons' accessible names say what they do. */
const arrowUp = '\u2191';
const arrowDown = '\u2193';

interface Row {
  type: PosPaymentType;
  taken: boolean;
}

/** /admin/v2/tools/pos-settings: the payment types the point-of-sale counter takes, in order. */
export function PosSettingsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery(posQuery());
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    if (settings.data) setRows(orderedChoices(settings.data.paymentTypes, posPaymentTypeChoices));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (paymentTypes: PosPaymentType[]) => callApi(savePosSettings, { body: { paymentTypes } }),
    onSuccess: (saved) => {
      client.setQueryData(posKeys.all, saved);
      // The sell screen reads the counter's payment types with the seller's channels.
      void client.invalidateQueries({ queryKey: sellKeys.all });
    },
  });
  const reset = useMutation({
    mutationFn: () => callApi(resetPosSettings, {}),
    onSuccess: (saved) => {
      client.setQueryData(posKeys.all, saved);
      void client.invalidateQueries({ queryKey: sellKeys.all });
    },
  });
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      if (!current) return current;
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const label = (type: PosPaymentType) => t(`admin.checkout.paymentTypes.${type}`);
  const error = save.error && isApiError(save.error) ? save.error.fieldErrors.paymentTypes : undefined;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('admin.tools.posSettings.title')}</Title>
      <Text c="dimmed">{t('admin.tools.posSettings.intro')}</Text>
      {settings.isError ? <Alert color="red">{settings.error.message}</Alert> : null}
      {rows ? (
        <Paper withBorder p="md" component="fieldset" style={{ margin: 0 }}>
          <Text component="legend" fw={600} px={4}>
            {t('admin.tools.posSettings.paymentTypes')}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t('admin.tools.posSettings.paymentTypesHelp')}
          </Text>
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row, index) => (
              <Group key={row.type} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  label={label(row.type)}
                  checked={row.taken}
                  onChange={(e) => {
                    const taken = e.currentTarget.checked;
                    setRows(
                      (current) => current?.map((r) => (r.type === row.type ? { ...r, taken } : r)) ?? null,
                    );
                  }}
                />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    disabled={index === 0}
                    aria-label={t('admin.tools.posSettings.moveUp', { type: label(row.type) })}
                    onClick={() => move(index, -1)}
                  >
                    {arrowUp}
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === rows.length - 1}
                    aria-label={t('admin.tools.posSettings.moveDown', { type: label(row.type) })}
                    onClick={() => move(index, 1)}
                  >
                    {arrowDown}
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </Paper>
      ) : null}
      <Group>
        <Button
          disabled={!rows}
          loading={save.isPending}
          onClick={() => rows && save.mutate(rows.filter((r) => r.taken).map((r) => r.type))}
        >
          {t('admin.tools.posSettings.save')}
        </Button>
        <Button variant="light" loading={reset.isPending} onClick={() => reset.mutate()}>
          {t('admin.tools.posSettings.reset')}
        </Button>
      </Group>
      {save.isError && !error ? <Alert color="red">{save.error.message}</Alert> : null}
      {save.isSuccess ? (
        <Alert color="teal" role="status">
          {t('admin.tools.posSettings.saved')}
        </Alert>
      ) : null}
    </Stack>
  );
}
