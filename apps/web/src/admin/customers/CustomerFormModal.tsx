import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerDetail, createCustomer, updateCustomer } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '@/api/client';
import { EditPanel } from '@/ui/EditPanel';
import { useFieldProps } from '@/ui/useFieldProps';
import { customerKeys } from './queries';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organization: string;
}

/** Adds a customer, or edits one; on add it opens the new customer (or hands it to `onCreated`). */
export function CustomerFormModal({
  opened,
  onClose,
  customer,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  customer?: CustomerDetail;
  onCreated?: (customer: CustomerDetail) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      organization: customer?.organization ?? '',
    },
  });
  const field = useFieldProps(form, 'customers.fields');
  const save = useMutation({
    mutationFn: (values: Values) =>
      customer
        ? callApi(updateCustomer, {
            params: { customerId: customer.id },
            body: { title: customer.title, ...values },
          })
        : callApi(createCustomer, { body: { title: null, ...values } }),
  });
  return (
    <EditPanel
      opened={opened}
      onClose={onClose}
      title={customer ? t('customers.form.editTitle') : t('customers.form.addTitle')}
      form={form}
      onSave={async (values) => {
        const saved = await save.mutateAsync(values);
        void queryClient.invalidateQueries({ queryKey: customerKeys.all });
        if (customer) return;
        form.reset();
        if (onCreated) onCreated(saved);
        else void navigate(`/admin/v2/customer/${saved.id}`);
      }}
    >
      <Group grow>
        <TextInput {...field('firstName')} required maxLength={100} />
        <TextInput {...field('lastName')} required maxLength={100} />
      </Group>
      <TextInput {...field('email')} type="email" required maxLength={254} />
      <TextInput {...field('phone')} maxLength={40} />
      <TextInput {...field('organization')} maxLength={200} />
    </EditPanel>
  );
}
