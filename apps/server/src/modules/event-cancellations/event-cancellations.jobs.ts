import type { Jobs } from '@/platform/jobs/jobs';
import {
  type CancellationIo,
  type CancellationPayload,
  EVENT_CANCELLATION_JOB,
  runCancellation,
} from './event-cancellations.service';

/** Works through a bulk cancel's orders, a batch per run (decisions/0060). */
export function registerEventCancellationJobs(jobs: Jobs, io: Omit<CancellationIo, 'jobs'>): void {
  jobs.register<CancellationPayload>(
    EVENT_CANCELLATION_JOB,
    (payload) => runCancellation({ ...io, jobs }, payload),
    {
      expireSeconds: 600,
    },
  );
}
