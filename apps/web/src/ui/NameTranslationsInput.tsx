import { Button, Collapse, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type NameTranslations, shippedLocales } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeNames } from '@/i18n/locales';

/**
 * A name a venue types, in the other languages the shop speaks: one field per locale, folded
 * away until asked for. A blank field means "show the name as entered" (the account's default
 * language).
 */
export function NameTranslationsInput({
  name,
  value,
  onChange,
  initiallyOpen = false,
}: {
  /** The name as entered, shown as every field's placeholder. */
  name: string;
  value: NameTranslations;
  onChange: (next: NameTranslations) => void;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const given = shippedLocales.filter((l) => value[l]?.trim()).length;
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        style={{ alignSelf: 'flex-start', height: 'auto', maxWidth: '100%' }}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      >
        {t('nameTranslations.toggle', { count: given })}
      </Button>
      <Collapse expanded={open}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {shippedLocales.map((locale) => (
            <TextInput
              key={locale}
              size="xs"
              label={t('nameTranslations.in', { language: localeNames[locale] })}
              placeholder={name}
              maxLength={100}
              value={value[locale] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                const next = { ...value };
                if (text.trim()) next[locale] = text;
                else delete next[locale];
                onChange(next);
              }}
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}

/** The translations of a form's `name` field, kept in its `nameTranslations` field. */
export function FormNameTranslations<V extends { name: string; nameTranslations: NameTranslations }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const values = form.getValues();
  return (
    <NameTranslationsInput
      name={values.name}
      value={values.nameTranslations}
      onChange={(next) => form.setFieldValue('nameTranslations' as never, next as never)}
    />
  );
}
