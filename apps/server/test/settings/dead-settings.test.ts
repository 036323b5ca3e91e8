import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { templateSections } from '@tessera/contract';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountHostnames,
  accounts,
  events,
  posSettings,
  ticketTemplates,
  userGroups,
  valuePlanPriceTypes,
  valuePlans,
} from '@/db/schema';
import { deadSettingExceptions, notSettings, settingsModules } from './dead-settings.exceptions';

/**
 * Every stored setting of account settings, hostnames, user groups, events, event templates, the
 * ticket template and value plans must be read by something other than the screens and services that edit it: otherwise a venue
 * changes it and nothing happens. The list comes from the Drizzle tables and the contract's
 * template tab schemas, so a new column or tab field is caught without touching this test.
 */
const root = join(import.meta.dirname, '../../../..');
/** The server, the web app, and the domain rules they call (which take the settings as plain data). */
const searched = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
/** Where a name is only declared, edited or translated, never read for its effect. */
const neverReaders = [/\.test\.tsx?$/, /\/db\/schema\//, /\/seed\//, /\/i18n\//, /\/admin\/docs\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = searched
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .map((path) => relative(root, path))
  .filter((path) => !neverReaders.some((pattern) => pattern.test(path)))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

interface Setting {
  /** `<entity>.<field>`, as the exceptions list names it. */
  id: string;
  entity: keyof typeof settingsModules;
  /** The names a reader uses: the property and, for a column, its SQL name. */
  names: string[];
  /** A name the reading file must also mention or be named for (a template tab's JSON document). */
  context?: string[];
}

function columnSettings(entity: keyof typeof settingsModules, table: Table): Setting[] {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !notSettings.includes(`${entity}.${key}`))
    .map(([key, column]) => ({ id: `${entity}.${key}`, entity, names: [key, column.name] }));
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The object schema inside defaults, optionals and nullables, if the field is one. A list (the
 * hold visibility rows, the date rules) is read as a whole and is not descended into.
 */
function objectShape(schema: unknown): Record<string, unknown> | undefined {
  let inner = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown } } | undefined;
  for (let depth = 0; depth < 5 && inner; depth += 1) {
    if (inner.shape && typeof inner.shape === 'object') return inner.shape;
    inner = inner.def?.innerType as typeof inner;
  }
  return undefined;
}

/**
 * Every field of every template tab; a field that is itself an object (the sales cutoff, the
 * gift certificate settings) gives its own fields, each to be read where its parent is named.
 */
function templateSettings(): Setting[] {
  const fields = (section: string, path: string[], shape: Record<string, unknown>): Setting[] =>
    Object.entries(shape).flatMap(([key, schema]) => {
      const nested = objectShape(schema);
      if (nested) return fields(section, [...path, key], nested);
      const parent = path.at(-1);
      return [
        {
          id: `eventTemplates.${[section, ...path, key].join('.')}`,
          entity: 'eventTemplates' as const,
          names: [key],
          context: parent ? [parent, snake(parent)] : [section, snake(section)],
        },
      ];
    });
  return Object.entries(templateSections).flatMap(([section, schema]) => {
    const shape = objectShape(schema);
    // The date rules tab is a list: its rules are read as a whole by the event dates.
    if (!shape)
      return [
        {
          id: `eventTemplates.${section}.${section}`,
          entity: 'eventTemplates' as const,
          names: [section],
          context: [section, snake(section)],
        },
      ];
    return fields(section, [], shape);
  });
}

const settings: Setting[] = [
  ...columnSettings('accounts', accounts),
  ...columnSettings('accountHostnames', accountHostnames),
  ...columnSettings('userGroups', userGroups),
  ...columnSettings('events', events),
  ...columnSettings('ticketTemplates', ticketTemplates),
  ...columnSettings('valuePlans', valuePlans),
  ...columnSettings('valuePlanPriceTypes', valuePlanPriceTypes),
  ...columnSettings('posSettings', posSettings),
  ...templateSettings(),
].filter((s) => !notSettings.includes(s.id));

const word = (name: string) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`);

function readersOf(setting: Setting): string[] {
  const owners = settingsModules[setting.entity];
  return files
    .filter((f) => !owners.some((owner) => f.path.includes(owner)))
    .filter((f) => setting.names.some((name) => word(name).test(f.text)))
    .filter(
      (f) =>
        !setting.context || setting.context.some((name) => word(name).test(f.text) || f.path.includes(name)),
    )
    .map((f) => f.path);
}

describe('no dead settings', () => {
  it('finds the settings of every entity', () => {
    const entities = new Set(settings.map((s) => s.entity));
    expect([...entities].sort()).toEqual(Object.keys(settingsModules).sort());
    expect(settings.length).toBeGreaterThan(100);
  });

  it.each(settings.map((s) => [s.id, s] as const))(
    '%s has a reader outside its settings screens',
    (id, setting) => {
      const exception = deadSettingExceptions[id];
      const readers = readersOf(setting);
      if (exception) {
        // An exception that gained a reader is stale: remove it from the list.
        expect(readers, `${id} now has readers; remove its exception`).toEqual([]);
      } else {
        expect(readers, `${id} is stored but nothing reads it`).not.toEqual([]);
      }
    },
  );

  it('names, for every exception, a decision record that justifies it by name', () => {
    for (const [id, record] of Object.entries(deadSettingExceptions)) {
      const text = readFileSync(join(root, 'docs/decisions', record), 'utf8');
      expect(text, `${record} does not mention ${id}`).toContain(id);
      expect(
        settings.some((s) => s.id === id),
        `${id} is not a stored setting`,
      ).toBe(true);
    }
  });
});
