import { getPasswordResetToken, requestPasswordReset, resetPassword } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { completeReset, describeToken, requestReset } from './password-reset.service';

export const passwordResetRoutes = [
  implement(requestPasswordReset, async ({ deps, body, request }) => {
    requestReset(deps, body.email, request.ip);
    return { ok: true as const };
  }),
  implement(getPasswordResetToken, async ({ deps, params }) => describeToken(deps, params.token)),
  implement(resetPassword, async ({ deps, params, body, request }) => {
    const user = await completeReset(deps, params.token, body.password, request.ip);
    return { email: user.email };
  }),
];
