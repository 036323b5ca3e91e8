import { type AuditAction, listAuditLog } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { pageAuditLog } from './audit.store';

type Person = {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
} | null;

function personOf(p: Person) {
  if (!p || p.id === null) return null;
  return { id: p.id, name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(), email: p.email ?? '' };
}

export const auditAdminRoutes = [
  implement(listAuditLog, async ({ deps, accountId, query }) => {
    const { items, total } = await pageAuditLog(deps.db, accountId, query);
    return {
      total,
      items: items.map(({ entry, actor, subject }) => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        action: entry.action as AuditAction,
        actor: personOf(actor),
        subject: personOf(subject),
        detail: entry.detail,
        ip: entry.ip,
      })),
    };
  }),
];
