import { randomUUID } from 'node:crypto';
import type { Output, PrinterTarget } from './output';

export type JobState = 'printing' | 'paused' | 'stopped' | 'done' | 'failed';

export interface JobStatus {
  jobId: string;
  state: JobState;
  total: number;
  printed: number;
  /** Ticket ids printed so far, in order. */
  printedTicketIds: number[];
  error: string | null;
}

export interface PrintTicket {
  ticketId: number;
  data: string;
}

interface Job extends JobStatus {
  printer: PrinterTarget;
  tickets: PrintTicket[];
  wake: (() => void) | null;
}

/**
 * Print runs: each job prints its tickets one after another. Pausing takes effect between
 * tickets (the one on its way to the printer finishes), stopping ends the run, resuming
 * continues where it paused. A write error fails the job and keeps what was printed.
 */
export function createJobs(output: Output, options: { gapMs?: number } = {}) {
  const jobs = new Map<string, Job>();
  const gap = options.gapMs ?? 0;

  const status = (j: Job): JobStatus => ({
    jobId: j.jobId,
    state: j.state,
    total: j.total,
    printed: j.printed,
    printedTicketIds: [...j.printedTicketIds],
    error: j.error,
  });

  async function run(job: Job): Promise<void> {
    for (const [index, ticket] of job.tickets.entries()) {
      while (job.state === 'paused') await new Promise<void>((r) => (job.wake = r));
      if (job.state === 'stopped') return;
      try {
        await output.write(job.printer, job.jobId, index, ticket.data);
      } catch (error) {
        job.state = 'failed';
        job.error = error instanceof Error ? error.message : String(error);
        return;
      }
      job.printed += 1;
      job.printedTicketIds.push(ticket.ticketId);
      if (gap > 0 && index < job.tickets.length - 1) await new Promise((r) => setTimeout(r, gap));
    }
    if (job.state === 'printing' || job.state === 'paused') job.state = 'done';
  }

  return {
    start(printer: PrinterTarget, tickets: PrintTicket[]): JobStatus {
      const job: Job = {
        jobId: randomUUID(),
        state: 'printing',
        total: tickets.length,
        printed: 0,
        printedTicketIds: [],
        error: null,
        printer,
        tickets,
        wake: null,
      };
      jobs.set(job.jobId, job);
      void run(job);
      return status(job);
    },
    status(jobId: string): JobStatus | undefined {
      const j = jobs.get(jobId);
      return j && status(j);
    },
    pause(jobId: string): JobStatus | undefined {
      const j = jobs.get(jobId);
      if (j?.state === 'printing') j.state = 'paused';
      return j && status(j);
    },
    resume(jobId: string): JobStatus | undefined {
      const j = jobs.get(jobId);
      if (j?.state === 'paused') {
        j.state = 'printing';
        j.wake?.();
      }
      return j && status(j);
    },
    stop(jobId: string): JobStatus | undefined {
      const j = jobs.get(jobId);
      if (j && (j.state === 'printing' || j.state === 'paused')) {
        j.state = 'stopped';
        j.wake?.();
      }
      return j && status(j);
    },
  };
}
