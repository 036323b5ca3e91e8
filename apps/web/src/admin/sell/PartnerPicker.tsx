import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { partnerQueries } from '@/admin/partners/queries';

/**
 * The partner a staff sale is credited to (decisions/0053): a partner's own users sell for their
 * partner and see no choice; nothing shows when the account has no partners.
 */
export function PartnerPicker({
  value,
  onChange,
  error,
  label,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** What the choice means where it is made; a sale's "Credit to partner" by default. */
  label?: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const isPartnerUser = useAdminSession().details.Role.id === 'Partner';
  const choices = useQuery({ ...partnerQueries.choices(), enabled: !isPartnerUser });
  if (isPartnerUser || !choices.data?.length) return null;
  return (
    <Select
      label={label ?? t('admin.partners.checkout.label')}
      description={description ?? t('admin.partners.checkout.hint')}
      placeholder={t('admin.partners.checkout.none')}
      data={choices.data.map((p) => ({ value: String(p.id), label: p.name }))}
      clearable
      searchable
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
    />
  );
}
