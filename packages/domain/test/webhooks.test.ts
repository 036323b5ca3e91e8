import { isPrivateAddress, webhookUrlProblem } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const strict = { allowLocalHttp: false };
const local = { allowLocalHttp: true };

describe('webhook addresses (decisions/0049)', () => {
  it('takes https to a public host', () => {
    expect(webhookUrlProblem('https://hooks.example.com/tessera?x=1', strict)).toBeNull();
    expect(webhookUrlProblem('https://93.184.216.34/hook', strict)).toBeNull();
  });

  it('refuses plain http, credentials in the address, and what is not an address', () => {
    expect(webhookUrlProblem('http://hooks.example.com/', strict)).toBe('not_https');
    expect(webhookUrlProblem('ftp://hooks.example.com/', strict)).toBe('not_https');
    expect(webhookUrlProblem('https://me:pw@hooks.example.com/', strict)).toBe('invalid');
    expect(webhookUrlProblem('hooks.example.com', strict)).toBe('invalid');
  });

  it('refuses this machine and private networks, even over https', () => {
    for (const url of [
      'https://localhost/x',
      'https://api.localhost/x',
      'https://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://172.16.3.4/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
    ]) {
      expect(webhookUrlProblem(url, strict), url).toBe('private_address');
    }
  });

  it('lets http and https reach this machine only when the setting allows it; private networks stay refused', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', local)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hooks', local)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', strict)).toBe('not_https');
    expect(webhookUrlProblem('https://10.0.0.5/x', local)).toBe('private_address');
    expect(webhookUrlProblem('http://hooks.example.com/', local)).toBe('not_https');
  });

  it('knows private addresses in both families', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('172.31.255.255')).toBe(true);
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
  });
});
