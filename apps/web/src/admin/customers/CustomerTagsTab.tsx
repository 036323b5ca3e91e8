import { Alert, Anchor, Button, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CustomerDetail, setCustomerTags } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { SavedText } from '@/ui/StatusNotice';
import { customerKeys, customerQueries } from './queries';

/** The customer's tags, chosen from the tags defined in account settings → customer tags. */
export function CustomerTagsTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defined = useQuery(customerQueries.tags());
  const [tags, setTags] = useState<string[]>(customer.tags);
  const save = useMutation({
    mutationFn: () => callApi(setCustomerTags, { params: { customerId: customer.id }, body: { tags } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), saved);
      void queryClient.invalidateQueries({ queryKey: customerKeys.tags() });
    },
  });
  const options = defined.data?.map((tag) => tag.name) ?? [];
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        {defined.data && options.length === 0 ? (
          <Text c="dimmed">
            {t('customers.tags.noneDefined')}{' '}
            <Anchor component={Link} to="/admin/v2/account-settings/customer-tags">
              {t('customers.tags.define')}
            </Anchor>
          </Text>
        ) : (
          <MultiSelect
            label={t('customers.tags.label')}
            data={options}
            value={tags}
            onChange={setTags}
            searchable
            disabled={customer.anonymized}
            maw={520}
          />
        )}
        {isApiError(save.error) ? <Alert color="red">{save.error.message}</Alert> : null}
        {save.isSuccess ? <SavedText>{t('customers.tags.saved')}</SavedText> : null}
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={customer.anonymized}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
