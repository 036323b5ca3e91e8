import type { HostnameInput, HostnameSettings } from '@tessera/contract';
import { type HostnameImageKind, hostnameImageKinds } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import {
  clearOtherDefaults,
  deleteHostname,
  deleteImage,
  findHostname,
  type HostnameImageRow,
  type HostnameRow,
  hostNameTaken,
  insertHostname,
  listHostnameRows,
  listImageRows,
  updateHostname,
  upsertImage,
} from './hostnames.store';
import { checkImage } from './images.rules';
import { sanitiseCss } from './sanitise.rules';

function settingsOf(row: HostnameRow, images: HostnameImageRow[]): HostnameSettings {
  const mine = images.filter((i) => i.hostnameId === row.id);
  return {
    id: row.id,
    hostName: row.hostName,
    isDefault: row.isDefault,
    redirectToDefault: row.redirectToDefault,
    customCss: row.customCss,
    images: Object.fromEntries(
      hostnameImageKinds.map((kind) => {
        const image = mine.find((i) => i.kind === kind);
        return [
          kind,
          image
            ? {
                contentType: image.contentType,
                width: image.width,
                height: image.height,
                bytes: image.data.length,
                dataUrl: `data:${image.contentType};base64,${image.data.toString('base64')}`,
              }
            : null,
        ];
      }),
    ) as HostnameSettings['images'],
  };
}

export async function listHostnameSettingsOf(db: Db, accountId: number): Promise<HostnameSettings[]> {
  const [rows, images] = await Promise.all([listHostnameRows(db, accountId), listImageRows(db, accountId)]);
  return rows.map((r) => settingsOf(r, images));
}

async function settingsById(db: Db, accountId: number, hostnameId: number): Promise<HostnameSettings> {
  const all = await listHostnameSettingsOf(db, accountId);
  const found = all.find((h) => h.id === hostnameId);
  if (!found) throw new AppError('common.not_found');
  return found;
}

async function requireHostname(db: Db, accountId: number, hostnameId: number): Promise<HostnameRow> {
  const row = await findHostname(db, accountId, hostnameId);
  if (!row) throw new AppError('common.not_found');
  return row;
}

export async function addHostname(deps: AppDeps, accountId: number, input: HostnameInput) {
  if (await hostNameTaken(deps.db, input.hostName)) throw new AppError('admin.hostname_taken', 'hostName');
  const hasDefault = (await listHostnameRows(deps.db, accountId)).some((h) => h.isDefault);
  const isDefault = input.isDefault || !hasDefault;
  const id = await deps.db.transaction(async (tx) => {
    if (isDefault) await clearOtherDefaults(tx, accountId, null);
    return insertHostname(tx, {
      accountId,
      hostName: input.hostName,
      isDefault,
      redirectToDefault: isDefault ? false : input.redirectToDefault,
      customCss: sanitiseCss(input.customCss),
    });
  });
  return settingsById(deps.db, accountId, id);
}

export async function changeHostname(
  deps: AppDeps,
  accountId: number,
  hostnameId: number,
  input: HostnameInput,
) {
  const current = await requireHostname(deps.db, accountId, hostnameId);
  if (current.isDefault && !input.isDefault)
    throw new AppError('admin.hostname_default_required', 'isDefault');
  if (await hostNameTaken(deps.db, input.hostName, hostnameId))
    throw new AppError('admin.hostname_taken', 'hostName');
  await deps.db.transaction(async (tx) => {
    if (input.isDefault) await clearOtherDefaults(tx, accountId, hostnameId);
    await updateHostname(tx, accountId, hostnameId, {
      hostName: input.hostName,
      isDefault: input.isDefault,
      redirectToDefault: input.isDefault ? false : input.redirectToDefault,
      customCss: sanitiseCss(input.customCss),
    });
  });
  return settingsById(deps.db, accountId, hostnameId);
}

export async function removeHostname(deps: AppDeps, accountId: number, hostnameId: number) {
  const current = await requireHostname(deps.db, accountId, hostnameId);
  if (current.isDefault) throw new AppError('admin.hostname_default_required');
  await deleteHostname(deps.db, accountId, hostnameId);
}

/** The host name is looked up first, so another account's id is a 404 before the image is read. */
export async function putImage(
  deps: AppDeps,
  accountId: number,
  hostnameId: number,
  kind: HostnameImageKind,
  base64: string,
) {
  await requireHostname(deps.db, accountId, hostnameId);
  const image = checkImage(kind, base64);
  await upsertImage(deps.db, { accountId, hostnameId, kind, ...image, createdAt: deps.now() });
  return settingsById(deps.db, accountId, hostnameId);
}

export async function dropImage(
  deps: AppDeps,
  accountId: number,
  hostnameId: number,
  kind: HostnameImageKind,
) {
  await requireHostname(deps.db, accountId, hostnameId);
  await deleteImage(deps.db, accountId, hostnameId, kind);
  return settingsById(deps.db, accountId, hostnameId);
}
