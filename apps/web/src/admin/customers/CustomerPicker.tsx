import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerSummary } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerFormModal } from './CustomerFormModal';
import { customerQueries } from './queries';

/**
 * Finds a customer by name, email or phone as the seller types, or adds one inline; answers
 * the chosen customer.
 */
export function CustomerPicker({
  label,
  onPick,
}: {
  label: string;
  onPick: (customer: CustomerSummary | CustomerDetail) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const q = search.trim();
  const found = useQuery({ ...customerQueries.list(q, 1, 10), enabled: q.length >= 2 });
  const items = q.length >= 2 ? (found.data?.items ?? []) : [];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        flex={1}
        miw={260}
        label={label}
        placeholder={t('customers.picker.placeholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={q.length >= 2 && found.data ? t('customers.picker.nothingFound') : undefined}
        data={items.map((c) => ({ value: String(c.id), label: `${c.firstName} ${c.lastName} · ${c.email}` }))}
        value={null}
        onChange={(value) => {
          const customer = items.find((c) => String(c.id) === value);
          if (customer) {
            setSearch('');
            onPick(customer);
          }
        }}
      />
      <Button variant="default" onClick={() => setAdding(true)}>
        {t('customers.picker.new')}
      </Button>
      {adding ? (
        <CustomerFormModal
          opened
          onClose={() => setAdding(false)}
          onCreated={(customer) => onPick(customer)}
        />
      ) : null}
    </Group>
  );
}
