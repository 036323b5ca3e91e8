#!/usr/bin/env -S npx tsx
import { startAgent } from './agent';
import { fileOutput, tcpOutput } from './output';

/**
 * PRINTER_AGENT_PORT (default 9130), PRINTER_AGENT_ORIGINS (comma list, default *),
 * PRINTER_AGENT_OUTPUT_DIR (print to files there instead of the printers' TCP port 9100).
 */
const port = Number(process.env.PRINTER_AGENT_PORT ?? 9130);
const dir = process.env.PRINTER_AGENT_OUTPUT_DIR;
const origins = (process.env.PRINTER_AGENT_ORIGINS ?? '*').split(',').map((o) => o.trim());
const agent = await startAgent({ port, output: dir ? fileOutput(dir) : tcpOutput(), origins });
console.log(
  `printer agent on http://127.0.0.1:${agent.port} ${dir ? `writing to ${dir}` : 'printing to TCP port 9100'}`,
);
const stop = () => void agent.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
