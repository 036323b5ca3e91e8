import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

export const backgroundJob = z.object({
  id: z.string(),
  /** What the job does, e.g. `order-confirmation`, `reconciliation`. */
  name: z.string(),
  state: z.enum(jobStates),
  /** Attempts started so far, and at most. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When a waiting job runs (or is tried again); null once it has run. */
  nextRunAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJob>;

export const listJobs = defineEndpoint({
  id: 'listJobs',
  method: 'GET',
  path: '/api/admin/tools/jobs',
  summary:
    'The latest background jobs (order confirmations, reconciliation, …), newest first, with their state, attempts, last error and next run; failures included. The account’s own jobs and the system’s; a platform operator sees every account’s.',
  tag: 'operator',
  auth: 'staff',
  permission: 'viewJobs',
  tenant: 'session',
  query: z.object({ failedOnly: z.enum(['true', 'false']).optional() }),
  output: z.object({ items: z.array(backgroundJob) }),
  errors: [],
});
