import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDeliveryPlan,
  type DeliveryPlan,
  type DeliveryPlanInput,
  deleteDeliveryPlan,
  listDeliveryPlans,
  updateDeliveryPlan,
} from '@tessera/contract';
import { deliveryMethodTypes } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { NameTranslationsInput } from '@/ui/NameTranslationsInput';
import { QueryList } from '@/ui/QueryList';

export const deliveryPlanKeys = { all: ['admin', 'deliveryPlans'] as const };

type MethodDraft = DeliveryPlanInput['methods'][number];
const newMethod = (type: MethodDraft['type']): MethodDraft => ({
  type,
  displayName: '',
  nameTranslations: {},
  cutoffMinutes: null,
  delayedDelivery: false,
  allowInternationalShipping: false,
});

function PlanForm({ plan, onDone }: { plan: DeliveryPlan | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(plan?.name ?? '');
  const [methods, setMethods] = useState<MethodDraft[]>(
    plan?.methods.map(({ id: _id, ...m }) => m) ?? [newMethod('email')],
  );
  const save = useMutation({
    mutationFn: () =>
      plan
        ? callApi(updateDeliveryPlan, { params: { id: plan.id }, body: { name, methods } })
        : callApi(createDeliveryPlan, { body: { name, methods } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveryPlanKeys.all });
      onDone();
    },
  });
  const errors = isApiError(save.error) ? save.error.fieldErrors : {};
  const unused = deliveryMethodTypes.filter((type) => !methods.some((m) => m.type === type));
  const change = (i: number, patch: Partial<MethodDraft>) =>
    setMethods(methods.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Paper p="lg" radius="md" withBorder>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={4}>{plan ? t('deliveryPlans.editTitle') : t('deliveryPlans.newTitle')}</Title>
          <TextInput
            label={t('deliveryPlans.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
            maw={400}
          />
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('deliveryPlans.type')}</Table.Th>
                  <Table.Th>{t('deliveryPlans.displayName')}</Table.Th>
                  <Table.Th>{t('deliveryPlans.cutoff')}</Table.Th>
                  <Table.Th>{t('deliveryPlans.delayed')}</Table.Th>
                  <Table.Th>{t('deliveryPlans.international')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {methods.map((m, i) => (
                  <Table.Tr key={m.type}>
                    <Table.Td>
                      <Select
                        aria-label={t('deliveryPlans.type')}
                        data={[m.type, ...unused].map((type) => ({
                          value: type,
                          label: t(`deliveryPlans.types.${type}`),
                        }))}
                        value={m.type}
                        onChange={(v) => v && change(i, { type: v as MethodDraft['type'] })}
                        allowDeselect={false}
                        error={errors[`methods.${i}.type`]}
                        w={170}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('deliveryPlans.displayName')}
                        placeholder={t(`deliveryPlans.types.${m.type}`)}
                        value={m.displayName}
                        miw={200}
                        onChange={(e) => change(i, { displayName: e.currentTarget.value })}
                      />
                      <NameTranslationsInput
                        name={m.displayName || t(`deliveryPlans.types.${m.type}`)}
                        value={m.nameTranslations}
                        onChange={(next) => change(i, { nameTranslations: next })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('deliveryPlans.cutoff')}
                        placeholder={t('deliveryPlans.noCutoff')}
                        min={0}
                        allowDecimal={false}
                        value={m.cutoffMinutes ?? ''}
                        onChange={(v) => change(i, { cutoffMinutes: typeof v === 'number' ? v : null })}
                        w={130}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('deliveryPlans.delayed')}
                        checked={m.delayedDelivery}
                        onChange={(e) => change(i, { delayedDelivery: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('deliveryPlans.international')}
                        disabled={m.type !== 'mail'}
                        checked={m.allowInternationalShipping}
                        onChange={(e) => change(i, { allowInternationalShipping: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('deliveryPlans.removeMethod')}
                        onClick={() => setMethods(methods.filter((_, j) => j !== i))}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            {t('deliveryPlans.cutoffHelp')}
          </Text>
          {unused.length > 0 ? (
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => setMethods([...methods, newMethod(unused[0]!)])}
              >
                {t('deliveryPlans.addMethod')}
              </Button>
            </Group>
          ) : null}
          {save.error && Object.keys(errors).length === 0 ? (
            <Alert color="red">
              {isApiError(save.error) ? save.error.message : t('errors.common.internal')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('deliveryPlans.save')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('deliveryPlans.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Account settings → delivery plans: plans and their methods (spec §3), chosen by event templates. */
export function DeliveryPlansTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery({ queryKey: deliveryPlanKeys.all, queryFn: () => callApi(listDeliveryPlans) });
  const [editing, setEditing] = useState<DeliveryPlan | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => callApi(deleteDeliveryPlan, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveryPlanKeys.all }),
  });
  return (
    <Stack gap="md">
      <Paper p="lg" radius="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3}>{t('deliveryPlans.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('deliveryPlans.intro')}
            </Text>
          </Stack>
          {editing === null ? (
            <Button onClick={() => setEditing('new')}>{t('deliveryPlans.new')}</Button>
          ) : null}
        </Group>
      </Paper>
      {editing !== null ? (
        <PlanForm
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {isApiError(remove.error) ? <Alert color="red">{remove.error.message}</Alert> : null}
      <QueryList query={plans} empty={t('deliveryPlans.empty')}>
        {(list) => (
          <Stack gap="sm">
            {list.map((plan) => (
              <Paper key={plan.id} p="md" radius="md" withBorder>
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={6}>
                    <Text fw={600}>{plan.name}</Text>
                    <Group gap={6}>
                      {plan.methods.map((m) => (
                        <Badge key={m.id} variant="light">
                          {m.displayName || t(`deliveryPlans.types.${m.type}`)}
                        </Badge>
                      ))}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('deliveryPlans.usedBy', { count: plan.templateCount })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setEditing(plan)}>
                      {t('deliveryPlans.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={remove.isPending && remove.variables === plan.id}
                      onClick={() => remove.mutate(plan.id)}
                    >
                      {t('deliveryPlans.delete')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
