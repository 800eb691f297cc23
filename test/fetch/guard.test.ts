import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockedReason, checkUrl } from '@pagegrade/core/fetch';
import { PagegradeError } from '@pagegrade/core';

const BLOCKED_ADDRESSES: Array<[string, string]> = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['10.1.2.3', 'RFC 1918'],
  ['172.16.0.1', 'RFC 1918'],
  ['172.31.255.255', 'RFC 1918'],
  ['192.168.1.1', 'RFC 1918'],
  ['100.64.0.1', 'CGNAT'],
  ['100.127.255.254', 'CGNAT'],
  ['169.254.169.254', 'link-local / cloud metadata'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.1', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['198.18.0.1', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['::1', 'IPv6 loopback'],
  ['::', 'IPv6 unspecified'],
  ['fc00::1', 'IPv6 ULA'],
  ['fd12:3456::1', 'IPv6 ULA'],
  ['fe80::1', 'IPv6 link-local'],
  ['ff02::1', 'IPv6 multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped'],
  ['::ffff:10.0.0.1', 'IPv4-mapped'],
  ['::7f00:1', 'IPv4-compatible'],
  ['64:ff9b::7f00:1', 'NAT64'],
  ['2002:7f00:1::', '6to4'],
  ['2001:0:4136:e378::1', 'Teredo'],
  ['2001:db8::1', 'IPv6 documentation'],
  ['100::1', 'discard'],
];

for (const [ip, label] of BLOCKED_ADDRESSES) {
  test(`refuses ${label} address ${ip}`, () => {
    assert.notEqual(blockedReason(ip), null);
  });
}

for (const ip of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '1.1.1.1']) {
  test(`allows public address ${ip}`, () => assert.equal(blockedReason(ip), null));
}

test('the allow-list opens exactly the listed range', () => {
  assert.equal(blockedReason('127.0.0.1', ['127.0.0.1']), null);
  assert.notEqual(blockedReason('127.0.0.2', ['127.0.0.1']), null);
  assert.equal(blockedReason('127.0.0.2', ['127.0.0.0/8']), null);
  assert.notEqual(blockedReason('10.0.0.1', ['127.0.0.0/8']), null);
});

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof PagegradeError, String(err));
    return err.code;
  }
  return 'ok';
}

const SPELLINGS: Array<[string, string]> = [
  ['http://2130706433/', 'decimal integer'],
  ['http://0x7f.1/', 'hex and short form'],
  ['http://0x7f000001/', 'hex integer'],
  ['http://0177.0.0.1/', 'octal'],
  ['http://127.1/', 'short dotted'],
  ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped IPv6'],
  ['http://[::1]/', 'IPv6 loopback literal'],
  ['http://[0:0:0:0:0:ffff:7f00:1]/', 'expanded mapped'],
  ['http://169.254.169.254/latest/meta-data/', 'metadata service'],
  ['http://0/', 'zero'],
  ['http://localhost/', 'localhost'],
  ['http://app.localhost/', '*.localhost'],
  ['http://printer.local/', 'mDNS'],
  ['http://db.internal/', 'internal suffix'],
  ['http://intranet/', 'single label'],
  ['http://example.com:22/', 'privileged port'],
];
for (const [url, label] of SPELLINGS) {
  test(`refuses ${label}: ${url}`, () => assert.equal(code(() => checkUrl(url)), 'blocked_host'));
}

const INVALID: Array<[string, string]> = [
  ['ftp://example.com/', 'ftp scheme'],
  ['file:///etc/passwd', 'file scheme'],
  ['javascript:alert(1)', 'javascript scheme'],
  ['gopher://example.com/', 'gopher scheme'],
  ['http://user:pass@example.com/', 'credentials'],
  ['http://user@example.com/', 'user only'],
  ['example.com', 'not absolute'],
  ['', 'empty'],
];
for (const [url, label] of INVALID) {
  test(`refuses ${label} as invalid_url`, () => assert.equal(code(() => checkUrl(url)), 'invalid_url'));
}

test('accepts public http and https URLs', () => {
  assert.equal(checkUrl('https://example.com/a?b=c').hostname, 'example.com');
  assert.equal(checkUrl('http://example.com:8080/').port, '8080');
});
