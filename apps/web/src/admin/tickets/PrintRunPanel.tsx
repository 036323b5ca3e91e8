import { Alert, Button, Group, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import type { OrderBundle } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/ui/Section';
import { type AgentJob, AgentUnreachable, agentClient, storeAgentUrl, storedAgentUrl } from './printer-agent';
import { fetchPrintData, useRecordPrinted } from './queries';

type RunError = 'agentUnreachable' | 'gettingTickets' | 'printing' | 'noPrinter';

/**
 * Prints tickets on a venue ticket printer through the local printer agent: the page asks the
 * server for the printer's data, hands it to the agent, then follows the run, which can be
 * paused, resumed or stopped. What was printed is counted on the tickets when the run ends.
 */
export function PrintRunPanel({ bundle, ticketIds }: { bundle: OrderBundle; ticketIds: number[] }) {
  const { t } = useTranslation();
  const [agentUrl, setAgentUrl] = useState(storedAgentUrl);
  const [printerId, setPrinterId] = useState<string | null>(
    bundle.printers[0] ? String(bundle.printers[0].id) : null,
  );
  const [job, setJob] = useState<AgentJob | null>(null);
  const [error, setError] = useState<RunError | null>(null);
  const [busy, setBusy] = useState(false);
  const recorded = useRef<string | null>(null);
  const recordPrinted = useRecordPrinted(bundle.orderId);
  const printer = bundle.printers.find((p) => String(p.id) === printerId);
  const agent = agentClient(agentUrl);
  const running = job?.state === 'printing' || job?.state === 'paused';

  useEffect(() => {
    if (!job || !running) return;
    const timer = setInterval(() => {
      agentClient(agentUrl)
        .status(job.jobId)
        .then(setJob)
        .catch(() => setError('printing'));
    }, 300);
    return () => clearInterval(timer);
  }, [job, running, agentUrl]);

  useEffect(() => {
    if (!job || running || recorded.current === job.jobId) return;
    recorded.current = job.jobId;
    if (job.state === 'failed') setError('printing');
    if (job.printedTicketIds.length > 0) {
      recordPrinted.mutate({ ticketIds: job.printedTicketIds, printer: printer?.name ?? '' });
    }
  }, [job, running, printer, recordPrinted]);

  const start = async () => {
    setError(null);
    setJob(null);
    if (!printer) return setError('noPrinter');
    setBusy(true);
    try {
      storeAgentUrl(agentUrl);
      try {
        await agent.ping();
      } catch {
        return setError('agentUnreachable');
      }
      let data: { ticketId: number; data: string }[];
      try {
        data = await fetchPrintData(bundle.orderId, ticketIds, printer.type);
      } catch {
        return setError('gettingTickets');
      }
      try {
        setJob(
          await agent.send({ name: printer.name, type: printer.type, ipAddress: printer.ipAddress }, data),
        );
      } catch (e) {
        setError(e instanceof AgentUnreachable ? 'agentUnreachable' : 'printing');
      }
    } finally {
      setBusy(false);
    }
  };
  const control = (action: 'pause' | 'resume' | 'stop') => {
    if (!job) return;
    agent[action](job.jobId)
      .then(setJob)
      .catch(() => setError('printing'));
  };

  return (
    <Section card title={t('tickets.print.title')}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('tickets.print.printer')}
          placeholder={t('tickets.print.noPrinters')}
          data={bundle.printers.map((p) => ({
            value: String(p.id),
            label: `${p.name} (${p.type}, ${p.ipAddress})`,
          }))}
          value={printerId}
          onChange={setPrinterId}
          w={300}
          disabled={running}
        />
        <TextInput
          label={t('tickets.print.agentUrl')}
          value={agentUrl}
          onChange={(e) => setAgentUrl(e.currentTarget.value)}
          w={240}
          disabled={running}
        />
        {running ? null : (
          <Button onClick={() => void start()} loading={busy} disabled={ticketIds.length === 0}>
            {t('tickets.print.start', { count: ticketIds.length })}
          </Button>
        )}
        {job?.state === 'printing' ? (
          <Button variant="default" onClick={() => control('pause')}>
            {t('tickets.print.pause')}
          </Button>
        ) : null}
        {job?.state === 'paused' ? (
          <Button variant="default" onClick={() => control('resume')}>
            {t('tickets.print.resume')}
          </Button>
        ) : null}
        {running ? (
          <Button color="red" variant="light" onClick={() => control('stop')}>
            {t('tickets.print.stop')}
          </Button>
        ) : null}
      </Group>
      {job ? (
        <Stack gap={4} aria-live="polite">
          <Progress value={job.total ? (job.printed / job.total) * 100 : 0} />
          <Text size="sm" data-testid="print-run-status">
            {t(`tickets.print.state.${job.state}`, { printed: job.printed, total: job.total })}
          </Text>
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {t(`tickets.print.errors.${error}`, { url: agentUrl })}
        </Alert>
      ) : null}
    </Section>
  );
}
