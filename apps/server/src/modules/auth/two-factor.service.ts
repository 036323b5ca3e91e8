import QRCode from 'qrcode';
import { recordAudit } from '@/modules/audit/audit.store';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { newTotpSecret, totpUrl, verifyTotp } from '@/platform/auth/totp';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import {
  accountName,
  enableTotp,
  pendingTotpSecret,
  setPendingTotpSecret,
  setSessionStage,
} from './auth.store';

/** Step 2 of the setup: a new secret kept as pending until a code proves the app has it. */
export async function startSetup(deps: AppDeps, staff: StaffPrincipal) {
  const secret = newTotpSecret();
  await setPendingTotpSecret(deps.db, staff.accountId, staff.userId, secret);
  const name = await accountName(deps.db, staff.accountId);
  const otpauthUrl = totpUrl(secret, staff.email, `Tessera ${name ?? ''}`.trim());
  const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCodeSvg };
}

/** Step 3: a code from the app turns the pending secret into the user's token. */
export async function confirmSetup(deps: AppDeps, staff: StaffPrincipal, code: string, ip: string) {
  const pending = await pendingTotpSecret(deps.db, staff.accountId, staff.userId);
  if (!pending) throw new AppError('auth.two_factor_not_started');
  const now = deps.now();
  const step = verifyTotp(pending, code, now, null);
  if (step === null) throw new AppError('auth.two_factor_invalid');
  await deps.db.transaction(async (tx) => {
    await enableTotp(tx, staff.accountId, staff.userId, pending, step);
    if (staff.sessionId && staff.stage === 'setup_2fa') {
      await setSessionStage(tx, staff.accountId, staff.sessionId, 'full');
    }
    await recordAudit(
      tx,
      {
        accountId: staff.accountId,
        action: 'two_factor_enabled',
        actorUserId: staff.userId,
        subjectUserId: staff.userId,
        ip,
      },
      now,
    );
  });
}
