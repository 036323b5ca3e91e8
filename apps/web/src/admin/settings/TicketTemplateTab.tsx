import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EndpointInput,
  getTicketTemplate,
  listValuePlans,
  saveTicketTemplate,
  type TicketTemplate,
  ticketTemplateInput,
} from '@tessera/contract';
import { type TicketTemplateLayout, ticketTemplateLayouts } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { RemoveButton } from '@/ui/RemoveButton';
import { SaveFooter } from '@/ui/SaveFooter';
import { Section } from '@/ui/Section';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { ValuePlansSection, valuePlanKeys } from './ValuePlansSection';

type Body = EndpointInput<typeof saveTicketTemplate>['body'];

export const ticketTemplateKey = ['admin', 'ticket-template'] as const;

/** Account settings → ticket template: the PDF layout, hard-ticket text lines and value plans (decisions/0072). */
export function TicketTemplateTab() {
  const template = useQuery(apiQuery(ticketTemplateKey, getTicketTemplate));
  if (template.isPending) return <SectionLoader />;
  if (template.isError)
    return <ErrorDetails error={template.error} onRetry={() => void template.refetch()} />;
  return (
    <Stack gap="lg">
      <TemplateForm template={template.data} />
      <ValuePlansSection />
    </Stack>
  );
}

function TemplateForm({ template }: { template: TicketTemplate }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const plans = useQuery(apiQuery(valuePlanKeys.all, listValuePlans));
  const [layout, setLayout] = useState<TicketTemplateLayout>(template.layout);
  const [lines, setLines] = useState<string[]>(template.textLines.length ? template.textLines : ['']);
  const [planId, setPlanId] = useState<number | null>(template.defaultValuePlanId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: Body) => callApi(saveTicketTemplate, { body }),
    onSuccess: (next) => {
      queryClient.setQueryData(ticketTemplateKey, next);
      setLines(next.textLines.length ? next.textLines : ['']);
      setSaved(true);
    },
  });
  const shown = { ...(isApiError(save.error) ? save.error.fieldErrors : {}), ...errors };
  const touched = () => setSaved(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Body = { layout, textLines: lines.map((l) => l.trim()), defaultValuePlanId: planId };
    const found = schemaErrors(ticketTemplateInput, body, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={t('ticketTemplate.title')} intro={t('ticketTemplate.intro')}>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="ticket-layout">
              {t('ticketTemplate.layout')}
            </Text>
            <SegmentedControl
              aria-labelledby="ticket-layout"
              value={layout}
              onChange={(v) => {
                touched();
                setLayout(v as TicketTemplateLayout);
              }}
              data={ticketTemplateLayouts.map((l) => ({ value: l, label: t(`ticketTemplate.layouts.${l}`) }))}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="xs" c="dimmed">
              {t(`ticketTemplate.layoutHelp.${layout}`)}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('ticketTemplate.lines')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('ticketTemplate.linesHelp')}
            </Text>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are positions on the ticket
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={t('ticketTemplate.line', { number: i + 1 })}
                  placeholder={t('ticketTemplate.line', { number: i + 1 })}
                  value={line}
                  onChange={(e) => {
                    touched();
                    const value = e.currentTarget.value;
                    setLines((all) => all.map((l, j) => (j === i ? value : l)));
                  }}
                  error={shown[`textLines.${i}`]}
                  style={{ flex: 1 }}
                />
                <RemoveButton
                  label={t('ticketTemplate.removeLine', { number: i + 1 })}
                  onClick={() => {
                    touched();
                    setLines((all) => all.filter((_, j) => j !== i));
                  }}
                />
              </Group>
            ))}
            {shown.textLines ? (
              <Text size="sm" c="red" role="alert">
                {shown.textLines}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  touched();
                  setLines((all) => [...all, '']);
                }}
              >
                {t('ticketTemplate.addLine')}
              </Button>
            </Group>
          </Stack>
          <Select
            label={t('ticketTemplate.defaultPlan')}
            description={t('ticketTemplate.defaultPlanHelp')}
            placeholder={t('ticketTemplate.faceValue')}
            clearable
            data={(plans.data?.plans ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={planId === null ? null : String(planId)}
            onChange={(v) => {
              touched();
              setPlanId(v ? Number(v) : null);
            }}
            error={shown.defaultValuePlanId}
            maw={400}
          />
        </Section>
        <SaveFooter
          saved={saved ? t('ticketTemplate.saved') : null}
          error={save.error}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}
