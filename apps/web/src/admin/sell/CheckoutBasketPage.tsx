import { Grid, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { buyerDetails } from '@tessera/contract';
import { consumerTitles } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { SaveBasketButton } from '@/admin/orders/SaveBasketButton';
import { FormCard } from '@/ui/FormCard';
import { schemaErrors } from '@/ui/schema-errors';
import { useFieldProps } from '@/ui/useFieldProps';
import { useLocale } from '@/ui/useLocale';
import { BasketCustomer } from './BasketCustomer';
import { CheckoutFrame } from './CheckoutFrame';
import { type BuyerDetails, storeBuyer, storedBuyer } from './sell-storage';

const emptyBuyer: BuyerDetails = { title: null, firstName: '', lastName: '', email: '', phone: '' };

function BuyerForm({ basketId }: { basketId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  // Looking up the venue's customers needs the orders permission; partners (resellers) only
  // type in their buyer's details (docs/decisions/0026-shop-customers-delivery-gifts.md).
  const mayLookUpCustomers = useAdminSession().details.Permissions.includes('viewOrders');
  const form = useForm<BuyerDetails>({
    initialValues: storedBuyer(basketId) ?? emptyBuyer,
    validate: (values) => schemaErrors(buyerDetails, values, locale),
  });
  const field = useFieldProps(form, 'admin.checkout.buyer');
  const submit = form.onSubmit((values) => {
    storeBuyer(basketId, { ...values, email: values.email.trim() });
    navigate('/admin/v2/checkout/payment');
  });
  return (
    <Stack gap="md">
      {mayLookUpCustomers ? (
        <BasketCustomer
          basketId={basketId}
          onCustomer={(c) =>
            form.setValues({ firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone })
          }
          onAttached={(c) => {
            if (!form.getValues().email.trim()) {
              form.setValues({
                firstName: c.firstName,
                lastName: c.lastName,
                email: c.email,
                phone: c.phone,
              });
            }
          }}
        />
      ) : null}
      <FormCard
        title={t('admin.checkout.buyer.title')}
        onSubmit={submit}
        beside={<SaveBasketButton basketId={basketId} />}
        submit={t('admin.checkout.toPayment')}
      >
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Select
              label={t('admin.checkout.buyer.nameTitle')}
              data={[...consumerTitles]}
              clearable
              {...form.getInputProps('title')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <TextInput {...field('firstName')} required maxLength={100} data-autofocus />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput {...field('lastName')} required maxLength={100} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('fields.email.label')}
              type="email"
              required
              maxLength={254}
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput {...field('phone')} type="tel" maxLength={40} />
          </Grid.Col>
        </Grid>
      </FormCard>
    </Stack>
  );
}

/** /admin/v2/checkout/basket: who is buying, beside the order summary. */
export function CheckoutBasketPage() {
  const { t } = useTranslation();
  return (
    <CheckoutFrame step={0} title={t('admin.checkout.basketTitle')}>
      {(basket) => <BuyerForm basketId={basket.id} />}
    </CheckoutFrame>
  );
}
