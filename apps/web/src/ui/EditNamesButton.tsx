import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { NameTranslations } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './data-table/column';
import { NameTranslationsInput } from './NameTranslationsInput';
import { applyServerErrors } from './server-errors-form';

export interface VenueNames {
  name: string;
  nameTranslations: NameTranslations;
}

/**
 * "Edit names" beside a price type, fee or product: a dialog that renames it and sets its name
 * in the other languages. What was sold before keeps the names it was sold under.
 */
export function EditNamesButton({
  names,
  disabled = false,
  onSave,
}: {
  names: VenueNames;
  disabled?: boolean;
  onSave: (next: VenueNames) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        disabled={disabled}
        aria-label={t('nameTranslations.editOf', { name: names.name })}
        onClick={() => setOpened(true)}
      >
        {t('nameTranslations.edit')}
      </Button>
      {opened ? <EditNamesModal names={names} onSave={onSave} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** A venue-entered name in a list, with its "Edit names" button and what follows it (badges). */
export function NameWithEditButton({
  names,
  disabled = false,
  onSave,
  children,
}: {
  names: VenueNames;
  disabled?: boolean;
  onSave: (next: VenueNames) => Promise<unknown>;
  children?: ReactNode;
}) {
  return (
    <Group gap={6}>
      {names.name}
      <EditNamesButton names={names} disabled={disabled} onSave={onSave} />
      {children}
    </Group>
  );
}

/**
 * A list's name column for venue-entered names (price types, fees, products): the name, its
 * "Edit names" button (off while the owner is archived) and the row's badges after it.
 */
export function namesColumn<T extends VenueNames>({
  header,
  disabled,
  sortable = true,
  onRename,
  badges,
}: {
  header: string;
  disabled: boolean;
  sortable?: boolean;
  onRename: (row: NoInfer<T>, names: VenueNames) => Promise<unknown>;
  badges?: (row: NoInfer<T>) => ReactNode;
}): Column<T> {
  return {
    id: 'name',
    header,
    sortable,
    cell: (row) => (
      <NameWithEditButton names={row} disabled={disabled} onSave={(names) => onRename(row, names)}>
        {badges?.(row)}
      </NameWithEditButton>
    ),
  };
}

function EditNamesModal({
  names,
  onSave,
  onClose,
}: {
  names: VenueNames;
  onSave: (next: VenueNames) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Only the two fields the rename takes (the row carries others).
  const form = useForm<VenueNames>({
    initialValues: { name: names.name, nameTranslations: names.nameTranslations },
  });
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setSaving(true);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('nameTranslations.saveFailed')));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('nameTranslations.editTitle', { name: names.name })} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('nameTranslations.soldKeep')}
          </Text>
          {problem ? (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          ) : null}
          <TextInput
            label={t('nameTranslations.asEntered')}
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <NameTranslationsInput
            name={form.values.name}
            value={form.values.nameTranslations}
            onChange={(next) => form.setFieldValue('nameTranslations', next)}
            initiallyOpen
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
