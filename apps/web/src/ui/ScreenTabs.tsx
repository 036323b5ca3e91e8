import { type MantineSpacing, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type ScreenTab<K extends string> = {
  id: K;
  label: string;
  /** What the tab shows; left out where the screen draws the open tab itself. */
  panel?: ReactNode;
};

/**
 * A screen's tabs, each usually its own link: the list of tabs and the open tab's panel (only
 * the open one is mounted, so a tab's queries run when it is opened).
 */
export function ScreenTabs<K extends string>({
  tabs,
  value,
  onChange,
  pt = 'md',
  tabPx,
}: {
  tabs: readonly ScreenTab<K>[];
  value: K;
  onChange: (tab: K) => void;
  pt?: MantineSpacing;
  tabPx?: MantineSpacing;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as K)} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={tab.id} px={tabPx}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) =>
        tab.panel === undefined ? null : (
          <Tabs.Panel key={tab.id} value={tab.id} pt={pt}>
            {tab.panel}
          </Tabs.Panel>
        ),
      )}
    </Tabs>
  );
}

/** The tab a link names, or the first one when it names none of them. */
export function pickTab<K extends string>(tabs: readonly K[], name: string | null | undefined): K {
  return tabs.find((tab) => tab === name) ?? (tabs[0] as K);
}

/** Tabs whose open tab is kept in the URL as `?tab=` (left out for the first tab). */
export function SearchTabs<K extends string>({
  tabs,
  pt,
}: {
  tabs: readonly (ScreenTab<K> & { panel: ReactNode })[];
  pt?: MantineSpacing;
}) {
  const [search, setSearch] = useSearchParams();
  const ids = tabs.map((tab) => tab.id);
  return (
    <ScreenTabs
      tabs={tabs}
      pt={pt}
      value={pickTab(ids, search.get('tab'))}
      onChange={(tab) => setSearch(tab === ids[0] ? {} : { tab })}
    />
  );
}
