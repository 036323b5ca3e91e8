import { Button, Group, Modal, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InterfaceText } from '@tessera/contract';
import { placeholdersOf, type ShippedLocale, shippedLocales } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { isShippedLocale, localeNames } from '@/i18n/locales';
import { ListPage } from '@/ui/data-table/ListPage';
import { mutationAction } from '@/ui/data-table/RowActions';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { translationQueries, useRemoveTextOverride, useSetTextOverride } from './translations-queries';

const localeOptions = shippedLocales.map((value) => ({ value, label: localeNames[value] }));

function EditText({
  locale,
  text,
  onClose,
}: {
  locale: ShippedLocale;
  text: InterfaceText;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(text.override ?? text.catalogueText);
  const save = useSetTextOverride();
  const placeholders = placeholdersOf(text.catalogueText);
  const error = isApiError(save.error) ? (save.error.fieldErrors.text ?? save.error.message) : undefined;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('admin.tools.translations.keyIn', { key: text.key, locale: localeNames[locale] })}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {t('admin.tools.translations.standardText')}:
        </Text>{' '}
        {text.catalogueText}
      </Text>
      <Textarea
        label={t('admin.tools.translations.yourText')}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        autosize
        minRows={2}
        error={error}
        data-autofocus
      />
      {placeholders.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('admin.tools.translations.placeholders', {
            list: placeholders.map((p) => `{{${p}}}`).join(', '),
          })}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ locale, key: text.key, text: value }, { onSuccess: onClose })}
        >
          {t('actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Tools → Translations: the account's own texts instead of the interface's, per language. */
export function TranslationsPage() {
  const { t, i18n } = useTranslation();
  const view = useTableView();
  const chosen = view.filter('locale');
  const locale: ShippedLocale = isShippedLocale(chosen)
    ? chosen
    : isShippedLocale(i18n.language)
      ? i18n.language
      : 'en-US';
  const overridden = view.filter('overridden') === 'true';
  const texts = useQuery(
    translationQueries.list({
      locale,
      q: view.filter('q'),
      overridden,
      page: view.page,
      pageSize: view.pageSize,
    }),
  );
  const remove = useRemoveTextOverride();
  const [editing, setEditing] = useState<InterfaceText | null>(null);
  return (
    <ListPage
      title={t('admin.tools.translations.title')}
      intro={t('admin.tools.translations.intro')}
      view={view}
      search
      toolbar={
        <>
          <Select
            label={t('admin.tools.translations.locale')}
            data={localeOptions}
            value={locale}
            allowDeselect={false}
            onChange={(value) => view.setFilter('locale', value)}
            w={220}
          />
          <Switch
            label={t('admin.tools.translations.overriddenOnly')}
            checked={overridden}
            onChange={(e) => view.setFilter('overridden', e.currentTarget.checked ? 'true' : null)}
            mb={8}
          />
        </>
      }
      {...pagedRows(texts)}
      rowKey={(row) => row.key}
      empty={t('admin.tools.translations.empty')}
      minWidth={760}
      columns={[
        { id: 'key', header: t('admin.tools.translations.key') },
        { id: 'catalogueText', header: t('admin.tools.translations.standardText') },
        {
          id: 'override',
          header: t('admin.tools.translations.yourText'),
          cell: (row) =>
            row.override === null ? (
              <Text size="sm" c="dimmed" fs="italic">
                {t('admin.tools.translations.standard')}
              </Text>
            ) : (
              row.override
            ),
        },
      ]}
      rowActions={(row) => [
        { label: t('admin.tools.translations.change'), onClick: () => setEditing(row) },
        row.override !== null &&
          mutationAction(
            t('admin.tools.translations.remove'),
            remove,
            { locale, key: row.key },
            { danger: true, keyOf: (x) => x.key },
          ),
      ]}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('admin.tools.translations.editTitle')}
        size="lg"
      >
        {editing ? <EditText locale={locale} text={editing} onClose={() => setEditing(null)} /> : null}
      </Modal>
    </ListPage>
  );
}
