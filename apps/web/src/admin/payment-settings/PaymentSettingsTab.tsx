import { Stack } from '@mantine/core';
import { FeeClassesTab } from '@/admin/settings/FeeClassesTab';
import { PaymentAccountsSection } from './PaymentAccountsSection';
import {
  CompTypesSection,
  CustomPaymentTypesSection,
  MinimumPaymentSection,
  PaymentMethodsSection,
} from './PaymentTypesSections';

/** Account settings → payments: accounts, methods, comp and custom types, minimum, fee classes. */
export function PaymentSettingsTab() {
  return (
    <Stack gap="lg">
      <PaymentAccountsSection />
      <PaymentMethodsSection />
      <CompTypesSection />
      <CustomPaymentTypesSection />
      <MinimumPaymentSection />
      <FeeClassesTab />
    </Stack>
  );
}
