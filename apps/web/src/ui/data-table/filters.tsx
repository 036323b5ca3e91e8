import { SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableViewState } from './useTableView';

/**
 * A search box the server answers, kept in the URL under `name` (by default `search`): on
 * Enter, or as one types (`live`, with its label shown, replacing the history entry rather than
 * adding one a key).
 */
export function SearchFilter({
  view,
  label,
  name = 'search',
  placeholder = label,
  live = false,
  type,
}: {
  view: TableViewState;
  label: string;
  name?: string;
  placeholder?: string;
  live?: boolean;
  type?: 'search';
}) {
  const write = (value: string) => view.setFilter(name, value.trim() || null, { replace: live });
  return (
    <TextInput
      type={type}
      label={live ? label : undefined}
      aria-label={live ? undefined : label}
      placeholder={placeholder}
      defaultValue={view.filter(name)}
      onChange={live ? (e) => write(e.currentTarget.value) : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Enter') write(e.currentTarget.value);
      }}
      w={280}
    />
  );
}

/** Active or archived rows, as `archived=true` in the URL. */
export function ArchivedFilter({ view, activeLabel }: { view: TableViewState; activeLabel?: string }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      value={view.filter('archived') === 'true' ? 'archived' : 'active'}
      onChange={(v) => view.setFilter('archived', v === 'archived' ? 'true' : null)}
      data={[
        { value: 'active', label: activeLabel ?? t('admin.common.active') },
        { value: 'archived', label: t('admin.common.archived') },
      ]}
    />
  );
}

/** One of a few values (a status), in the URL under `name`; the first choice is the default. */
export function ChoiceFilter({
  view,
  name,
  label,
  choices,
}: {
  view: TableViewState;
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
}) {
  const first = choices[0]?.value ?? '';
  const current = view.filter(name);
  return (
    <SegmentedControl
      aria-label={label}
      value={choices.some((c) => c.value === current) ? current : first}
      onChange={(v) => view.setFilter(name, v === first ? null : v)}
      data={[...choices]}
    />
  );
}
