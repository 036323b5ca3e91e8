import { Stack } from '@mantine/core';
import { FeeClassesTab } from '@/admin/settings/FeeClassesTab';
import { InvoiceTermsSection } from './InvoiceTermsSection';
import { PaymentAccountsSection } from './PaymentAccountsSection';
import {
  CompTypesSection,
  CustomPaymentTypesSection,
  MinimumPaymentSection,
  PaymentMethodsSection,
} from './PaymentTypesSections';

/** Account settings → payments: accounts, methods, comp and custom types, minimum, pay later by invoice, fee classes. */
export function PaymentSettingsTab() {
  return (
    <Stack gap="lg">
      <PaymentAccountsSection />
      <PaymentMethodsSection />
      <CompTypesSection />
      <CustomPaymentTypesSection />
      <MinimumPaymentSection />
      <InvoiceTermsSection />
      <FeeClassesTab />
    </Stack>
  );
}
