import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mapQueries } from '@/admin/maps/queries';
import { templateQueries } from '@/admin/templates/queries';
import { venueQueries } from '@/admin/venues/queries';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { BackLink } from '@/ui/DetailTitle';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useFieldProps } from '@/ui/useFieldProps';
import { blankMapAt, templateGivesDate } from './event-create-defaults';
import { eventQueries, useCreateEvent } from './queries';

interface Values {
  templateId: string;
  venueId: string;
  mapId: string;
  name: string;
  dates: { LocalDate: string; LocalEndDate: string; LocalOnSaleDate: string };
}

/**
 * /admin/v2/event: a new event, blank or from a template. With a template, its date rules are
 * worked out from the event date at the venue, and its checkboxes and texts become the event's;
 * a name or date typed here takes the template's place.
 */
export function EventCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const venues = useQuery(venueQueries.all());
  const choices = useQuery(eventQueries.choices());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      templateId: '',
      venueId: '',
      mapId: '',
      name: '',
      dates: { LocalDate: '', LocalEndDate: '', LocalOnSaleDate: '' },
    },
    validate: {
      venueId: (v) => (v ? null : t('fields.required')),
      dates: { LocalDate: (v) => (v ? null : t('fields.required')) },
      name: (v, values) => (v.trim() || values.templateId ? null : t('fields.required')),
    },
  });
  const field = useFieldProps(form, 'admin.events.fields');
  const fromTemplate = Boolean(form.values.templateId);
  const maps = useQuery({
    ...mapQueries.list(Number(form.values.venueId) || null),
    enabled: Boolean(form.values.venueId),
  });
  const venue = venues.data?.items.find((v) => String(v.id) === form.values.venueId);
  const template = useQuery({
    ...templateQueries.detail(Number(form.values.templateId) || 0),
    enabled: fromTemplate,
  }).data;
  const blankMap = blankMapAt(fromTemplate ? template : null, maps.data ?? []);
  /** A date may be left empty only when the template works it out. */
  const optional = (parameter: 'LocalEndDate' | 'LocalOnSaleDate') =>
    fromTemplate && templateGivesDate(template, parameter);
  const dateHint = (parameter: 'LocalEndDate' | 'LocalOnSaleDate') =>
    optional(parameter)
      ? t('admin.events.create.fromTemplateHint')
      : fromTemplate && template
        ? t('admin.events.create.templateHasNoDate')
        : undefined;

  const submit = form.onSubmit(async (v) => {
    setProblem(null);
    try {
      const event = await create.mutateAsync({
        templateId: v.templateId ? Number(v.templateId) : null,
        venueId: Number(v.venueId),
        mapId: v.mapId ? Number(v.mapId) : null,
        name: v.name.trim(),
        dates: {
          LocalDate: v.dates.LocalDate,
          ...(v.dates.LocalEndDate ? { LocalEndDate: v.dates.LocalEndDate } : {}),
          ...(v.dates.LocalOnSaleDate ? { LocalOnSaleDate: v.dates.LocalOnSaleDate } : {}),
        },
      });
      navigate(`/admin/v2/event/${event.id}`);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });

  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <BackLink to="/admin/v2/events">{t('admin.events.detail.back')}</BackLink>
        <Title order={1}>{t('admin.events.create.title')}</Title>
        <Text c="dimmed">{t('admin.events.create.intro')}</Text>
      </Stack>
      <Paper p="lg" radius="md" withBorder component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem ? (
            <Alert color="red" variant="light">
              {problem}
            </Alert>
          ) : null}
          <Select
            label={t('admin.events.fields.template')}
            placeholder={t('admin.events.create.blank')}
            clearable
            data={(choices.data?.templates ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
            {...form.getInputProps('templateId')}
            onChange={(v) => form.setFieldValue('templateId', v ?? '')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('admin.events.fields.venue')}
              required
              searchable
              data={(venues.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
              {...form.getInputProps('venueId')}
              onChange={(v) => form.setValues({ venueId: v ?? '', mapId: '' })}
            />
            <Select
              label={t('admin.events.fields.map')}
              data={(maps.data ?? []).map((m) => ({
                value: String(m.id),
                label: `${m.name} (${m.seatCount})`,
              }))}
              disabled={!form.values.venueId}
              clearable
              placeholder={blankMap ? blankMap.map.name : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                blankMap
                  ? t(
                      blankMap.source === 'template'
                        ? 'admin.events.create.mapFromTemplate'
                        : 'admin.events.create.mapOnlyOne',
                      { map: blankMap.map.name },
                    )
                  : t('admin.events.create.mapLater')
              }
              {...form.getInputProps('mapId')}
            />
          </SimpleGrid>
          <TextInput
            {...field('name')}
            required={!fromTemplate}
            description={fromTemplate ? t('admin.events.create.nameFromTemplate') : undefined}
            maxLength={200}
          />
          <Text size="sm" c="dimmed">
            {venue
              ? t('admin.events.dates.venueTime', { zone: venue.timezone })
              : t('admin.events.create.chooseVenueFirst')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateTimeInput
              label={t('admin.templates.dateParameters.LocalDate')}
              required
              {...form.getInputProps('dates.LocalDate')}
            />
            <DateTimeInput
              label={t('admin.templates.dateParameters.LocalEndDate')}
              required={!optional('LocalEndDate')}
              description={dateHint('LocalEndDate')}
              {...form.getInputProps('dates.LocalEndDate')}
            />
            <DateTimeInput
              label={t('admin.templates.dateParameters.LocalOnSaleDate')}
              required={!optional('LocalOnSaleDate')}
              description={dateHint('LocalOnSaleDate')}
              {...form.getInputProps('dates.LocalOnSaleDate')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
