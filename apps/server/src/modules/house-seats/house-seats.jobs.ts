import type { Jobs } from '@/platform/jobs/jobs';
import {
  HOUSE_SEATS_RELEASE_JOB,
  type ReleaseIo,
  type ReleasePayload,
  releaseUnusedHouseSeats,
} from './house-seats-release.service';

/** Releases an event's unused house seats to general sale at its set time (decisions/0054). */
export function registerHouseSeatJobs(jobs: Jobs, io: ReleaseIo): void {
  jobs.register<ReleasePayload>(
    HOUSE_SEATS_RELEASE_JOB,
    async (payload) => {
      await releaseUnusedHouseSeats(io, payload);
    },
    { expireSeconds: 120 },
  );
}
