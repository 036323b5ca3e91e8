import { Button, Group, NumberInput, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInvoiceSettings, type InvoiceSettings, putInvoiceSettings } from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { Section } from '@/ui/Section';

const key = ['admin', 'invoice-settings'] as const;

/** Pay later by invoice in the shop (decisions/0109): on or off, days until due, reminder days before. */
export function InvoiceTermsSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = useQuery({ queryKey: key, queryFn: () => callApi(getInvoiceSettings) });
  const [terms, setTerms] = useState<InvoiceSettings | null>(null);
  useEffect(() => {
    if (saved.data) setTerms(saved.data);
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (body: InvoiceSettings) => callApi(putInvoiceSettings, { body }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
  /** A count of days in the terms: until an invoice is due, or before that when a reminder is mailed. */
  const days = (field: 'dueDays' | 'reminderDays', min: number, max: number, w: number) =>
    terms && (
      <NumberInput
        label={t(`invoices.settings.${field}`)}
        min={min}
        max={max}
        w={w}
        value={terms[field]}
        onChange={(v) => setTerms({ ...terms, [field]: Number(v) || 0 })}
      />
    );
  return (
    <Section title={t('invoices.settings.title')} intro={t('invoices.settings.intro')}>
      {terms ? (
        <Group align="flex-end" wrap="wrap">
          <Switch
            label={t('invoices.settings.enabled')}
            checked={terms.enabled}
            onChange={(e) => setTerms({ ...terms, enabled: e.currentTarget.checked })}
          />
          {days('dueDays', 1, 365, 160)}
          {days('reminderDays', 0, 364, 200)}
          <Button onClick={() => save.mutate(terms)} loading={save.isPending}>
            {t('invoices.settings.save')}
          </Button>
        </Group>
      ) : null}
      <FailureAlert error={save.error} />
    </Section>
  );
}
