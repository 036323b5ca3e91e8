import {
  Alert,
  Checkbox,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { exampleUserGroup, type UserGroup, type UserGroupInput, userGroupInput } from '@tessera/contract';
import {
  type AdminRole,
  displayRules,
  eventsScopes,
  groupPermissionRoles,
  groupPermissions,
  restrictionKinds,
  salesChannelOverrides,
  settingRoles,
} from '@tessera/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DialogActions } from '@/ui/DialogActions';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { useUserGroupMutations } from './queries';

const blank: UserGroupInput = {
  ...exampleUserGroup,
  name: '',
  require2fa: false,
  restrictions: Object.fromEntries(restrictionKinds.map((k) => [k, null])) as UserGroupInput['restrictions'],
  salesChannelOverride: null,
  permissions: [],
};

function inputOf(group: UserGroup | null): UserGroupInput {
  if (!group) return blank;
  const { id: _id, archived: _a, activeUsers: _u, ...input } = group;
  return input;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Every setting of a user group (spec §3), with the roles each one applies to (spec §6). */
export function UserGroupEditor({
  group,
  opened,
  onClose,
}: {
  group: UserGroup | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { save } = useUserGroupMutations();
  const [values, setValues] = useState<UserGroupInput>(() => inputOf(group));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...(isApiError(save.error) ? save.error.fieldErrors : {}), ...errors };
  const set = <K extends keyof UserGroupInput>(field: K, value: UserGroupInput[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const roles = (list: readonly AdminRole[]) =>
    t('admin.userGroups.appliesTo', { roles: list.map((r) => t(`roles.${r}`)).join(', ') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(userGroupInput, values, locale);
    setErrors(found);
    if (Object.keys(found).length === 0)
      save.mutate({ id: group?.id ?? null, body: values }, { onSuccess: onClose });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={group ? t('admin.userGroups.editTitle', { name: group.name }) : t('admin.userGroups.newTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <TextInput
            label={t('admin.userGroups.name')}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={shown.name}
            required
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Switch
              label={t('admin.userGroups.require2fa')}
              checked={values.require2fa}
              onChange={(e) => set('require2fa', e.currentTarget.checked)}
            />
            <Switch
              label={t('admin.userGroups.requirePromoCode')}
              description={roles(settingRoles('requirePromoCode'))}
              checked={values.requirePromoCode}
              onChange={(e) => set('requirePromoCode', e.currentTarget.checked)}
            />
          </SimpleGrid>
          <Part title={t('admin.userGroups.permissionsTitle')}>
            {shown.permissions ? (
              <Alert color="red" variant="light" p="xs">
                {shown.permissions}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {groupPermissions.map((p) => (
                <Checkbox
                  key={p}
                  label={t(`admin.userGroups.permissions.${p}`)}
                  description={roles(groupPermissionRoles(p))}
                  checked={values.permissions.includes(p)}
                  onChange={(e) =>
                    set(
                      'permissions',
                      e.currentTarget.checked
                        ? [...values.permissions, p]
                        : values.permissions.filter((x) => x !== p),
                    )
                  }
                />
              ))}
            </SimpleGrid>
          </Part>
          <Part title={t('admin.userGroups.restrictionsTitle')}>
            <Text size="xs" c="dimmed">
              {t('admin.userGroups.restrictionsHint')}
            </Text>
            {restrictionKinds.map((kind) => {
              const list = values.restrictions[kind];
              return (
                <Group key={kind} align="flex-start" gap="sm" wrap="nowrap">
                  <Switch
                    w={220}
                    mt={6}
                    label={t(`admin.userGroups.restrictions.${kind}`)}
                    checked={list !== null}
                    onChange={(e) =>
                      set('restrictions', {
                        ...values.restrictions,
                        [kind]: e.currentTarget.checked ? [] : null,
                      })
                    }
                  />
                  {list !== null ? (
                    <TagsInput
                      style={{ flex: 1 }}
                      aria-label={t(`admin.userGroups.restrictions.${kind}`)}
                      placeholder={t('admin.userGroups.allowedPlaceholder')}
                      value={[...list]}
                      onChange={(next) => set('restrictions', { ...values.restrictions, [kind]: next })}
                    />
                  ) : null}
                </Group>
              );
            })}
          </Part>
          <Part title={t('admin.userGroups.eventsTitle')}>
            <SegmentedControl
              value={values.eventsScope}
              onChange={(v) => set('eventsScope', v as UserGroupInput['eventsScope'])}
              data={eventsScopes.map((s) => ({ value: s, label: t(`admin.userGroups.scopes.${s}`) }))}
            />
            {values.eventsScope !== 'all' ? (
              <TagsInput
                label={t(`admin.userGroups.scopeIds.${values.eventsScope}`)}
                value={values.eventsScopeIds.map(String)}
                onChange={(next) =>
                  set(
                    'eventsScopeIds',
                    next.map(Number).filter((n) => Number.isInteger(n) && n > 0),
                  )
                }
                error={shown.eventsScopeIds}
              />
            ) : null}
          </Part>
          <Part title={t('admin.userGroups.salesTitle')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('admin.userGroups.defaultApiPromoCode')}
                value={values.defaultApiPromoCode ?? ''}
                onChange={(e) => set('defaultApiPromoCode', e.currentTarget.value || null)}
                error={shown.defaultApiPromoCode}
              />
              <NumberInput
                label={t('admin.userGroups.seatDisplayLimit')}
                value={values.seatDisplayLimit ?? ''}
                min={1}
                onChange={(v) => set('seatDisplayLimit', v === '' ? null : Number(v))}
                error={shown.seatDisplayLimit}
              />
              <Select
                label={t('admin.userGroups.salesChannelOverride')}
                description={roles(settingRoles('salesChannelOverride'))}
                clearable
                placeholder={t('admin.userGroups.noOverride')}
                data={salesChannelOverrides.map((c) => ({
                  value: c,
                  label: t(`admin.userGroups.channels.${c}`),
                }))}
                value={values.salesChannelOverride}
                onChange={(v) => set('salesChannelOverride', v as UserGroupInput['salesChannelOverride'])}
              />
            </SimpleGrid>
          </Part>
          <Part title={t('admin.userGroups.displayTitle')}>
            {displayRules.map((rule) => (
              <Checkbox
                key={rule}
                label={t(`admin.userGroups.display.${rule}`)}
                description={roles(settingRoles(rule))}
                checked={values.displayRules[rule]}
                onChange={(e) =>
                  set('displayRules', { ...values.displayRules, [rule]: e.currentTarget.checked })
                }
              />
            ))}
          </Part>
          {save.error && Object.keys(shown).length === 0 ? (
            <Alert color="red" variant="light">
              {save.error.message}
            </Alert>
          ) : null}
          <DialogActions onCancel={onClose} confirmLabel={t('actions.save')} loading={save.isPending} />
        </Stack>
      </form>
    </Drawer>
  );
}
