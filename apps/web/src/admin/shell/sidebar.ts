/**
 * The spec's admin sidebar, in its order. `link` groups are single entries; `section` groups
 * fold their entries under a heading. A group shows only once a screen in it exists.
 */
export const sidebarGroups = [
  { id: 'dashboard', kind: 'link' },
  { id: 'sellTickets', kind: 'section' },
  { id: 'requestTickets', kind: 'link' },
  { id: 'clients', kind: 'link' },
  { id: 'groupSalesRequests', kind: 'link' },
  { id: 'reports', kind: 'section' },
  { id: 'orders', kind: 'section' },
  { id: 'customers', kind: 'link' },
  { id: 'events', kind: 'section' },
  { id: 'paymentPlans', kind: 'link' },
  { id: 'seasonPackages', kind: 'link' },
  { id: 'venues', kind: 'link' },
  { id: 'houseSeatsRequests', kind: 'link' },
  { id: 'tools', kind: 'section' },
  { id: 'accountSettings', kind: 'link' },
  { id: 'api', kind: 'section' },
  { id: 'help', kind: 'link' },
  { id: 'trainingAcademy', kind: 'link' },
] as const;

export type SidebarGroupId = (typeof sidebarGroups)[number]['id'];
export type SectionGroupId = Extract<(typeof sidebarGroups)[number], { kind: 'section' }>['id'];
