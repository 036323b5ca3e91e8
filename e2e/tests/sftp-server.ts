import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';

/**
 * The browser walks' copy of apps/server/test/sftp-server.ts (the walks compile on their own).
 * A real SFTP server for tests (decisions/0063): Debian's OpenSSH `sshd`, started as the current
 * user on a free port of 127.0.0.1 with its own host key, one authorized client key and the
 * internal SFTP subsystem, no chroot. Files land under `root` (a temporary folder). Password
 * logins are offered but sshd checks them against the system's accounts, which a test does not
 * change: only key logins succeed. CI installs openssh-server (.ci/run); without it this fails.
 */
export interface TestSftpServer {
  host: string;
  port: number;
  /** The login: the user running the tests. */
  username: string;
  /** A temporary folder, readable by the test: the remote folders are made under it. */
  root: string;
  /** The authorized client key (OpenSSH private key text). */
  privateKey: string;
  /** Another key, not authorized. */
  strangerKey: string;
  /** The host key's SHA256 fingerprint, as `ssh-keygen -l` prints it. */
  hostKeyFingerprint: string;
  close(): Promise<void>;
}

export const SSHD = '/usr/sbin/sshd';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function keyPair(dir: string, name: string): { path: string; privateKey: string } {
  const path = join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', path]);
  return { path, privateKey: readFileSync(path, 'utf8') };
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startSftpServer(): Promise<TestSftpServer> {
  if (!existsSync(SSHD)) {
    throw new Error(
      `${SSHD} is missing: the SFTP tests need a real SFTP server. Install it with \`apt-get install -y openssh-server\` (.ci/run does).`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'tessera-sshd-'));
  const root = join(dir, 'files');
  mkdirSync(root);
  const hostKey = keyPair(dir, 'host_key');
  const client = keyPair(dir, 'client_key');
  const stranger = keyPair(dir, 'stranger_key');
  writeFileSync(join(dir, 'authorized_keys'), readFileSync(`${client.path}.pub`));
  const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${hostKey.path}.pub`], {
    encoding: 'utf8',
  }).split(' ')[1]!;
  const username = userInfo().username;
  // Run as root, sshd wants its privilege separation folder (the package makes it at boot only).
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const port = await freePort();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey.path}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      `AllowUsers ${username}`,
      'StrictModes no',
      'UsePAM no',
      'PubkeyAuthentication yes',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'Subsystem sftp internal-sftp',
      'MaxStartups 50',
      'LogLevel ERROR',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const sshd: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  sshd.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  for (let i = 0; ; i++) {
    if (sshd.exitCode !== null) throw new Error(`sshd stopped: ${log}`);
    if (await accepts(port)) break;
    if (i > 100) throw new Error(`sshd does not answer on ${port}: ${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    host: '127.0.0.1',
    port,
    username,
    root,
    privateKey: client.privateKey,
    strangerKey: stranger.privateKey,
    hostKeyFingerprint: fingerprint,
    close: async () => {
      if (sshd.exitCode === null) {
        const gone = new Promise((r) => sshd.once('exit', r));
        sshd.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A real SFTP server for the walks of one file, with `folder` made under its root: started before
 * them and closed after. Read `server` inside a walk (it is set once the server is up).
 */
export function sftpServerForWalks(folder: string): { server: TestSftpServer; folder: () => string } {
  const handle = {} as { server: TestSftpServer; folder: () => string };
  handle.folder = () => join(handle.server.root, folder);
  test.beforeAll(async () => {
    handle.server = await startSftpServer();
    mkdirSync(handle.folder());
  });
  test.afterAll(async () => {
    await handle.server?.close();
  });
  return handle;
}
