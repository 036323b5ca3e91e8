import { nextRunAt } from './schedule';

/**
 * The SFTP data-export settings' secret (spec §5 "SFTP settings need a password or a private key,
 * exactly one", decisions/0063). The secret is never sent back, so an edit that sends neither
 * keeps the stored one; sending one replaces whichever was stored.
 */
export type SftpSecretKind = 'password' | 'privateKey';

export type SftpSecretChoice =
  | { ok: true; kind: SftpSecretKind; value: string | null }
  | { ok: false; problem: 'both' | 'none' };

/**
 * What to store: `value` is the new secret of `kind`, or null to keep the stored one (of that
 * kind). `stored` is the kind of secret already stored, if any.
 */
export function sftpSecretChoice(
  given: { password?: string | undefined; privateKey?: string | undefined },
  stored: SftpSecretKind | null,
): SftpSecretChoice {
  const password = given.password ? given.password : undefined;
  const privateKey = given.privateKey?.trim() ? given.privateKey : undefined;
  if (password !== undefined && privateKey !== undefined) return { ok: false, problem: 'both' };
  if (password !== undefined) return { ok: true, kind: 'password', value: password };
  if (privateKey !== undefined) return { ok: true, kind: 'privateKey', value: privateKey };
  return stored ? { ok: true, kind: stored, value: null } : { ok: false, problem: 'none' };
}

/** The file name a scheduled report's upload gets: its name, the days covered, its format. */
export function sftpFileName(
  scheduleName: string,
  firstDay: string,
  lastDay: string,
  format: string,
): string {
  const base =
    scheduleName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .toLowerCase()
      .slice(0, 80) || 'report';
  return `${base}_${firstDay}_${lastDay}.${format}`;
}

/** A remote folder and a file name joined with one slash ('' and '.' are the login folder). */
export function remotePath(directory: string, fileName: string): string {
  const dir = directory.trim().replace(/\/+$/, '');
  if (dir === '' || dir === '.') return fileName;
  return `${dir}/${fileName}`;
}

/** The local time the nightly full export runs at, in the account's time zone (decisions/0063). */
export const NIGHTLY_EXPORT_TIME = '02:00';

/** The tables the nightly full export writes, one CSV each. */
export const nightlyExportTables = ['orders', 'tickets', 'payments', 'customers'] as const;
export type NightlyExportTable = (typeof nightlyExportTables)[number];

/** The next nightly export after `after`: 02:00 in the zone (a skipped 02:00 runs at 03:00). */
export function nextNightlyExportAt(after: Date, timeZone: string): Date | null {
  return nextRunAt(
    {
      unit: 'day',
      count: 1,
      daysOfWeek: [],
      timeOfDay: NIGHTLY_EXPORT_TIME,
      timeZone,
      anchorDay: '2000-01-01',
    },
    after,
  );
}

/** A nightly export's file: `<table>_<local day of the run>.csv`. */
export const nightlyExportFileName = (table: NightlyExportTable, day: string) => `${table}_${day}.csv`;
