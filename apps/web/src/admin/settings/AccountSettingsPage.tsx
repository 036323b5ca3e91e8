import { Stack } from '@mantine/core';
import type { Permission } from '@tessera/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { CustomerTagsSettingsTab } from '@/admin/customers/CustomerTagsSettingsTab';
import { MembershipLevelsTab } from '@/admin/memberships/MembershipLevelsTab';
import { PartnersTab } from '@/admin/partners/PartnersTab';
import { PaymentPlanSettingsTab } from '@/admin/payment-plans/PaymentPlanSettingsTab';
import { PaymentSettingsTab } from '@/admin/payment-settings/PaymentSettingsTab';
import { SeasonsTab } from '@/admin/seasons/SeasonsTab';
import { UsersTab } from '@/admin/users/UsersTab';
import { PageHeader } from '@/ui/PageHeader';
import { PermissionDenied } from '@/ui/PermissionDenied';
import { ScreenTabs } from '@/ui/ScreenTabs';
import { AuditLogTab } from './AuditLogTab';
import { DataExportTab } from './DataExportTab';
import { DeliveryPlansTab } from './DeliveryPlansTab';
import { EmailTemplatesTab } from './EmailTemplatesTab';
import { GeneralTab } from './GeneralTab';
import { HostnamesTab } from './HostnamesTab';
import { TicketTemplateTab } from './TicketTemplateTab';
import { UserGroupsTab } from './UserGroupsTab';
import { WalletPassesTab } from './WalletPassesTab';

type TabId =
  | 'general'
  | 'hostnames'
  | 'payments'
  | 'payment-plans'
  | 'delivery-plans'
  | 'ticket-template'
  | 'customer-tags'
  | 'data-export'
  | 'wallet-passes'
  | 'email-templates'
  | 'memberships'
  | 'seasons'
  | 'partners'
  | 'user-groups'
  | 'users'
  | 'audit-log';
const tabs: { id: TabId; permission: Permission; screen: ComponentType; feature?: 'seasonTickets' }[] = [
  { id: 'general', permission: 'accountSettings', screen: GeneralTab },
  { id: 'hostnames', permission: 'accountSettings', screen: HostnamesTab },
  { id: 'payments', permission: 'accountSettings', screen: PaymentSettingsTab },
  { id: 'payment-plans', permission: 'paymentPlanManagement', screen: PaymentPlanSettingsTab },
  { id: 'delivery-plans', permission: 'accountSettings', screen: DeliveryPlansTab },
  { id: 'ticket-template', permission: 'accountSettings', screen: TicketTemplateTab },
  { id: 'customer-tags', permission: 'accountSettings', screen: CustomerTagsSettingsTab },
  { id: 'data-export', permission: 'accountSettings', screen: DataExportTab },
  { id: 'wallet-passes', permission: 'accountSettings', screen: WalletPassesTab },
  { id: 'email-templates', permission: 'accountSettings', screen: EmailTemplatesTab },
  { id: 'memberships', permission: 'accountSettings', screen: MembershipLevelsTab },
  { id: 'seasons', permission: 'seasonPackageManagement', screen: SeasonsTab, feature: 'seasonTickets' },
  { id: 'partners', permission: 'accountSettings', screen: PartnersTab },
  { id: 'user-groups', permission: 'manageUserGroups', screen: UserGroupsTab },
  { id: 'users', permission: 'manageUsers', screen: UsersTab },
  { id: 'audit-log', permission: 'viewAuditLog', screen: AuditLogTab },
];

/** /admin/v2/account-settings/{tab?}: general account info, host names, payments, data export, wallet passes, email templates, partners, user groups, users, audit log. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { details, features } = useAdminSession();
  const open = tabs.filter(
    (tab) => details.Permissions.includes(tab.permission) && (!tab.feature || features[tab.feature]),
  );
  const current = useParams().tab ?? open[0]?.id;
  // Season package managers open the page for its Seasons tab, which needs the feature on.
  if (open.length === 0) return <PermissionDenied />;
  const active = open.find((tab) => tab.id === current);
  if (!active) return <Navigate to={`/admin/v2/account-settings/${open[0]?.id ?? ''}`} replace />;
  const Screen = active.screen;
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.accountSettings.title')} intro={t('admin.accountSettings.intro')} />
      <ScreenTabs
        value={active.id}
        onChange={(value) => void navigate(`/admin/v2/account-settings/${value}`)}
        tabs={open.map((tab) => ({ id: tab.id, label: t(`admin.accountSettings.tabs.${tab.id}`) }))}
      />
      <Screen />
    </Stack>
  );
}
