import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { adminRoleIds } from '@tessera/domain';
import { useTranslation } from 'react-i18next';

export type UserValues = {
  firstName: string;
  lastName: string;
  role: string;
  userGroupId: string;
  /** The partner's id, or '' for none. */
  partnerId: string;
};

/** What the server takes from the form: a group id or none, a partner id or none. */
export const userBody = <V extends UserValues>(values: V) => ({
  ...values,
  userGroupId: values.userGroupId ? Number(values.userGroupId) : null,
  partnerId: values.partnerId ? Number(values.partnerId) : null,
});

/** A user's name, role, user group and partner, as the invitation and the profile edit them. */
export function UserFields<V extends UserValues>({
  form,
  groups,
  partners,
}: {
  form: UseFormReturnType<V>;
  groups: { value: string; label: string }[];
  /** Active partners (and the user's own, archived since). */
  partners: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const field = (name: keyof UserValues) => form.getInputProps(name as never);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('admin.users.fields.firstName')} required {...field('firstName')} />
        <TextInput label={t('admin.users.fields.lastName')} required {...field('lastName')} />
        <Select
          label={t('admin.users.fields.role')}
          data={adminRoleIds.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          allowDeselect={false}
          {...field('role')}
        />
        <Select
          label={t('admin.users.fields.userGroup')}
          placeholder={t('admin.users.noGroup')}
          data={groups}
          clearable
          {...field('userGroupId')}
          value={form.getValues().userGroupId || null}
          onChange={(v) => form.setFieldValue('userGroupId' as never, (v ?? '') as never)}
        />
      </SimpleGrid>
      <Select
        label={t('admin.users.fields.partner')}
        description={t('admin.users.fields.partnerHint')}
        placeholder={t('admin.users.noPartner')}
        data={partners}
        clearable
        searchable
        {...field('partnerId')}
        value={form.getValues().partnerId || null}
        onChange={(v) => form.setFieldValue('partnerId' as never, (v ?? '') as never)}
      />
    </>
  );
}
