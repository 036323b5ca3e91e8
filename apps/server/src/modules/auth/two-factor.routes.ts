import { confirmTwoFactorSetup, startTwoFactorSetup } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { confirmSetup, startSetup } from './two-factor.service';

export const twoFactorRoutes = [
  implement(startTwoFactorSetup, async ({ deps, staff }) => startSetup(deps, staff)),
  implement(confirmTwoFactorSetup, async ({ deps, staff, body, request }) => {
    await confirmSetup(deps, staff, body.code, request.ip);
    return { ok: true as const };
  }),
];
