import {
  getAccountDetails,
  getAccountHostnames,
  getAccountSetup,
  getAdminAccount,
  getAdminFeatures,
} from '@tessera/contract';
import { effectivePermissions, roleName } from '@tessera/domain';
import { sessionTimesOf } from '@/modules/auth/sessions.service';
import { implement } from '@/platform/http/implement';
import { accountSetupOf } from './account-setup.store';
import { adminAccountOf, featureFlagsOf, requireAccount } from './accounts.service';
import { listHostnames } from './accounts.store';

export const accountsAdminRoutes = [
  implement(getAccountDetails, async ({ staff, deps }) => ({
    AccountID: staff.accountId,
    ID: staff.userId,
    Role: { id: staff.role, name: roleName(staff.role) },
    UserAccountGroup: staff.userGroup,
    Email: staff.email,
    FirstName: staff.firstName,
    LastName: staff.lastName,
    Permissions: effectivePermissions(staff),
    PlatformOperator: staff.platformOperator,
    TwoFactorEnabled: staff.twoFactorEnabled,
    TwoFactorSetupRequired: staff.stage === 'setup_2fa',
    Impersonator: staff.impersonator,
    Session: sessionTimesOf(staff, deps.now()),
  })),
  implement(getAdminAccount, async ({ deps, accountId }) =>
    adminAccountOf(await requireAccount(deps.db, accountId)),
  ),
  implement(getAdminFeatures, async ({ deps, accountId }) =>
    featureFlagsOf(await requireAccount(deps.db, accountId)),
  ),
  implement(getAccountSetup, ({ deps, accountId }) => accountSetupOf(deps.db, accountId)),
  implement(getAccountHostnames, async ({ deps, accountId }) => listHostnames(deps.db, accountId)),
];
