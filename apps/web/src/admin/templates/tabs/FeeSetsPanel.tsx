import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate } from '@tessera/contract';
import { feeCategories, type NameTranslations } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { NameWithEditButton } from '@/ui/EditNamesButton';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { MoneyInput } from '@/ui/MoneyInput';
import { NameTranslationsInput } from '@/ui/NameTranslationsInput';
import { PercentOrMoneyInput } from '@/ui/PercentOrMoneyInput';
import { applyServerErrors } from '@/ui/server-errors-form';
import { templateQueries, useAddFee, useCreateFeeSet, useRenameFee } from '../queries';

const emptyFee = {
  name: '',
  nameTranslations: {} as NameTranslations,
  category: 'ServiceCharge' as (typeof feeCategories)[number],
  type: 'PerTicket' as 'PerTicket' | 'PerOrder',
  amountKind: 'FlatAmount' as 'FlatAmount' | 'Percentage',
  amount: 0 as number,
  percent: 0 as number,
  min: null as number | null,
  max: null as number | null,
  glCode: '',
  reverseCalculation: false,
  includeInFaceValue: false,
  taxable: false,
  commissionable: false,
};

function AddFeeForm({ templateId, feeSetId }: { templateId: number; feeSetId: number }) {
  const { t } = useTranslation();
  const add = useAddFee(templateId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ initialValues: emptyFee });
  const v = form.values;
  const submit = form.onSubmit(async ({ percent, ...fee }) => {
    setProblem(null);
    try {
      await add.mutateAsync({
        feeSetId,
        body: {
          ...fee,
          amount: fee.amountKind === 'Percentage' ? Math.round(percent * 100) : fee.amount,
          feeClassId: null,
        },
      });
      form.reset();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('admin.templates.saveFailed')));
    }
  });
  const flag = (name: 'reverseCalculation' | 'includeInFaceValue' | 'taxable' | 'commissionable') => (
    <Checkbox label={t(`admin.templates.fees.${name}`)} {...form.getInputProps(name, { type: 'checkbox' })} />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={600}>{t('admin.templates.fees.add')}</Text>
        {problem ? <Text c="red">{problem}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <TextInput
            label={t('admin.templates.fields.name')}
            required
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('admin.templates.fees.category')}
            allowDeselect={false}
            data={feeCategories.map((c) => ({ value: c, label: t(`admin.templates.fees.categories.${c}`) }))}
            {...form.getInputProps('category')}
          />
          <Select
            label={t('admin.templates.fees.type')}
            allowDeselect={false}
            data={(['PerTicket', 'PerOrder'] as const).map((c) => ({
              value: c,
              label: t(`admin.templates.fees.types.${c}`),
            }))}
            {...form.getInputProps('type')}
          />
          <Select
            label={t('admin.templates.fees.amountKind')}
            allowDeselect={false}
            data={(['FlatAmount', 'Percentage'] as const).map((c) => ({
              value: c,
              label: t(`admin.templates.priceTypes.offsetTypes.${c}`),
            }))}
            {...form.getInputProps('amountKind')}
          />
          <PercentOrMoneyInput
            kind={v.amountKind}
            percentLabel={t('admin.templates.fees.percent')}
            moneyLabel={t('admin.templates.fees.amount')}
            percent={v.percent}
            onPercentChange={(x) => form.setFieldValue('percent', x)}
            amount={v.amount}
            onAmountChange={(x) => form.setFieldValue('amount', x)}
            error={form.errors.amount}
          />
          <MoneyInput
            label={t('admin.templates.fees.min')}
            value={v.min}
            onChange={(x) => form.setFieldValue('min', x)}
            error={form.errors.min}
          />
          <MoneyInput
            label={t('admin.templates.fees.max')}
            value={v.max}
            onChange={(x) => form.setFieldValue('max', x)}
            error={form.errors.max}
          />
          <TextInput
            label={t('admin.templates.fees.glCode')}
            maxLength={50}
            {...form.getInputProps('glCode')}
          />
        </SimpleGrid>
        <NameTranslationsInput
          name={form.values.name}
          value={form.values.nameTranslations}
          onChange={(next) => form.setFieldValue('nameTranslations', next)}
        />
        <Group>
          {flag('includeInFaceValue')}
          {flag('reverseCalculation')}
          {flag('taxable')}
          {flag('commissionable')}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('actions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function FeeSetsPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const sets = useQuery(templateQueries.feeSets(template.id));
  const createSet = useCreateFeeSet(template.id);
  const renameFee = useRenameFee(template.id);
  const [name, setName] = useState('');
  if (sets.isError) return <ErrorDetails error={sets.error} onRetry={() => void sets.refetch()} />;
  if (!sets.data) return <SectionLoader />;
  return (
    <Stack>
      {sets.data.length === 0 ? <Text c="dimmed">{t('admin.templates.fees.noSets')}</Text> : null}
      {sets.data.map((set) => (
        <Paper key={set.id} p="lg" radius="md">
          <Title order={3} mb={4}>
            {set.name}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('admin.templates.fees.appliesTo', { template: template.name })}
          </Text>
          {set.fees.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.templates.fees.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.templates.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.templates.fees.category')}</Table.Th>
                    <Table.Th>{t('admin.templates.fees.type')}</Table.Th>
                    <Table.Th>{t('admin.templates.fees.amount')}</Table.Th>
                    <Table.Th>{t('admin.templates.fees.limits')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {set.fees.map((fee) => (
                    <Table.Tr key={fee.id}>
                      <Table.Td>
                        <NameWithEditButton
                          names={fee}
                          disabled={template.archived}
                          onSave={(body) => renameFee.mutateAsync({ feeId: fee.id, body })}
                        >
                          {fee.taxable ? (
                            <Badge variant="light">{t('admin.templates.fees.taxable')}</Badge>
                          ) : null}
                          {fee.reverseCalculation ? (
                            <Badge variant="light" color="grape">
                              {t('admin.templates.fees.reverseCalculation')}
                            </Badge>
                          ) : null}
                        </NameWithEditButton>
                      </Table.Td>
                      <Table.Td>{t(`admin.templates.fees.categories.${fee.category}`)}</Table.Td>
                      <Table.Td>{t(`admin.templates.fees.types.${fee.type}`)}</Table.Td>
                      <Table.Td>
                        {fee.amountKind === 'Percentage' ? `${fee.amount / 100}%` : money(fee.amount)}
                      </Table.Td>
                      <Table.Td>
                        {[fee.min, fee.max].map((x) => (x === null ? '—' : money(x))).join(' – ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {template.archived ? null : <AddFeeForm templateId={template.id} feeSetId={set.id} />}
        </Paper>
      ))}
      {template.archived ? null : (
        <Group
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) createSet.mutate(name.trim(), { onSuccess: () => setName('') });
          }}
        >
          <TextInput
            aria-label={t('admin.templates.fees.newSetName')}
            placeholder={t('admin.templates.fees.newSetName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
          />
          <Button type="submit" variant="light" loading={createSet.isPending}>
            {t('admin.templates.fees.addSet')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
