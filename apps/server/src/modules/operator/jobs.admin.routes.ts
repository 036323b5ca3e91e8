import { listJobs } from '@tessera/contract';
import { implement } from '@/platform/http/implement';

/** Tools → Jobs: the background job queue, failures included (decisions/0037). */
export const jobsAdminRoutes = [
  implement(listJobs, async ({ deps, accountId, staff, query }) => {
    const jobs = await deps.jobs.list({
      // The platform operator looks after every account's jobs; an administrator, their own.
      accountId: staff.platformOperator ? undefined : accountId,
      failedOnly: query.failedOnly === 'true',
    });
    return {
      items: jobs.map((j) => ({
        id: j.id,
        name: j.name,
        state: j.state,
        attempts: j.attempts,
        maxAttempts: j.maxAttempts,
        lastError: j.lastError,
        nextRunAt: j.nextRunAt?.toISOString() ?? null,
        createdAt: j.createdAt.toISOString(),
        completedAt: j.completedAt?.toISOString() ?? null,
      })),
    };
  }),
];
