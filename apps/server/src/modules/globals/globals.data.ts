import { createRequire } from 'node:module';
import type { Globals } from '@tessera/contract';
import {
  accessibilityModes,
  adminUserRoles,
  externalCredentialKeys,
  externalTicketingSystems,
} from '@tessera/domain';
import countries, { type LocaleData } from 'i18n-iso-countries';
import ISO6391 from 'iso-639-1';

// Loaded through require so the bundled server reads the package's own JSON files.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);
countries.registerLocale(require('i18n-iso-countries/langs/fr.json') as LocaleData);

function countryList(): Globals['countries'] {
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  const english = countries.getNames('en', { select: 'official' });
  const french = countries.getNames('fr', { select: 'official' });
  return Object.keys(english)
    .map((code) => ({
      code,
      displayName: display.of(code) ?? english[code]!,
      name: english[code]!,
      nameFr: french[code] ?? english[code]!,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en'));
}

function languageList(): Globals['languages'] {
  return ISO6391.getAllCodes()
    .map((code) => ({ code, name: ISO6391.getName(code), nativeName: ISO6391.getNativeName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function utcOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part === 'GMT' || !part ? 'GMT+00:00' : part;
}

function timezoneList(at: Date): Globals['timezones'] {
  return Intl.supportedValuesOf('timeZone').map((id) => {
    const offset = utcOffset(id, at);
    return { id, offset, displayName: `(${offset}) ${id.replaceAll('_', ' ')}` };
  });
}

function currencyList(): Globals['currencies'] {
  const display = new Intl.DisplayNames(['en'], { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    code,
    displayName: `${code} - ${display.of(code) ?? code}`,
  }));
}

let cached: { day: string; value: Globals } | undefined;

/**
 * The reference lists, from maintained data (ISO country and language packages, the
 * runtime's Intl time zones and currencies). Recomputed once a day for the UTC offsets.
 */
export function globals(now: Date): Globals {
  const day = now.toISOString().slice(0, 10);
  if (cached?.day === day) return cached.value;
  const value: Globals = {
    countries: countryList(),
    languages: languageList(),
    timezones: timezoneList(now),
    adminUserRoles: adminUserRoles.map((r) => ({ id: r.id, name: r.name })),
    accessibilityModes: accessibilityModes.map((m) => ({ id: m.id, name: m.name })),
    currencies: currencyList(),
    externalTicketingSystems: externalTicketingSystems.map((s) => ({ id: s.id, name: s.name })),
    externalCredentialKeys: externalCredentialKeys.map((k) => ({ id: k.id, name: k.name })),
  };
  cached = { day, value };
  return value;
}
