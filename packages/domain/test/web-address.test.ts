import { isWebAddress, parseMapCsv } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('isWebAddress', () => {
  it.each([
    'https://venue.example',
    'http://venue.example/whats-on?x=1#top',
    'HTTPS://Venue.Example:8443/path',
  ])('accepts the web address %s', (value) => {
    expect(isWebAddress(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://venue.example',
    'mailto:box@venue.example',
    '//venue.example',
    '/relative/path',
    'https://',
    'venue.example',
    '',
  ])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false);
  });
});

describe('a seat map section’s view from the seat', () => {
  it('must be a web address: a javascript: link is a problem on its line', () => {
    const { problems } = parseMapCsv(
      'kind,section,row,seat,x,y,width,height,view\nsection,Stalls,,,0,0,400,200,javascript:alert(1)\nseat,Stalls,A,1,10,10,,,\n',
    );
    expect(problems).toEqual([{ code: 'admin.map_invalid_value', line: 2, params: { field: 'view' } }]);
  });
});
