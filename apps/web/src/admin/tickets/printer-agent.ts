/**
 * The local printer agent on the user's own machine (spec §7): ping and sendprinterdata are
 * POSTs with a JSON body; status, pause, resume, stop and log are GETs.
 */
export const defaultAgentUrl = 'http://127.0.0.1:9130';
const agentUrlKey = 'tessera.printerAgentUrl';

export function storedAgentUrl(): string {
  try {
    return localStorage.getItem(agentUrlKey) || defaultAgentUrl;
  } catch {
    return defaultAgentUrl;
  }
}
export function storeAgentUrl(url: string): void {
  try {
    localStorage.setItem(agentUrlKey, url);
  } catch {
    // private mode: the default is used next time
  }
}

export type JobState = 'printing' | 'paused' | 'stopped' | 'done' | 'failed';
export interface AgentJob {
  jobId: string;
  state: JobState;
  total: number;
  printed: number;
  printedTicketIds: number[];
  error: string | null;
}
export interface AgentPrinter {
  name: string;
  type: 'Boca' | 'Zebra';
  ipAddress: string;
}

export class AgentUnreachable extends Error {}

export function agentClient(base: string, fetcher: typeof fetch = (...a) => globalThis.fetch(...a)) {
  const root = base.replace(/\/+$/, '');
  async function request<T>(path: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${root}${path}`, init);
    } catch {
      throw new AgentUnreachable(root);
    }
    if (!response.ok) throw new Error(`printer agent answered ${response.status}`);
    return (await response.json()) as T;
  }
  const post = <T>(path: string, body: unknown) =>
    request<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const job = (action: 'status' | 'pause' | 'resume' | 'stop', jobId: string) =>
    request<AgentJob>(`/${action}?jobId=${encodeURIComponent(jobId)}`);
  return {
    ping: () => post<{ ok: boolean; version: string }>('/ping', {}),
    send: (printer: AgentPrinter, tickets: { ticketId: number; data: string }[]) =>
      post<AgentJob>('/sendprinterdata', { printer, tickets }),
    status: (jobId: string) => job('status', jobId),
    pause: (jobId: string) => job('pause', jobId),
    resume: (jobId: string) => job('resume', jobId),
    stop: (jobId: string) => job('stop', jobId),
    log: (message: string) => request<{ ok: boolean }>(`/log?message=${encodeURIComponent(message)}`),
  };
}
