import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import { PagegradeError } from '../errors.ts';

/**
 * Hosts that tests may reach although they are private, e.g. `127.0.0.1` or `127.0.0.0/8`.
 * Off by default. Never set this in production: it re-opens the SSRF hole the guard closes.
 */
export type AllowList = ReadonlyArray<string>;

type Parsed = ReturnType<typeof ipaddr.parse>;

function parseAllow(list: AllowList): Array<[Parsed, number]> {
  return list.map((entry) => {
    const e = entry.trim();
    if (e.includes('/')) return ipaddr.parseCIDR(e);
    const a = ipaddr.parse(e);
    return [a, a.kind() === 'ipv4' ? 32 : 128] as [Parsed, number];
  });
}

const allowCache = new WeakMap<AllowList, Array<[Parsed, number]>>();

function allowed(addr: Parsed, list: AllowList | undefined): boolean {
  if (!list || list.length === 0) return false;
  let ranges = allowCache.get(list);
  if (!ranges) allowCache.set(list, (ranges = parseAllow(list)));
  return ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match([net, bits] as never));
}

/**
 * Why an address may not be contacted, or null when it is a public unicast address. Only
 * ipaddr.js's `unicast` range passes; every special range (loopback, private, CGNAT, link-local
 * and cloud metadata, multicast, reserved, benchmarking, documentation, discard, ULA) and every
 * IPv6 form that embeds an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) is refused.
 */
export function blockedReason(ip: string, allow?: AllowList): string | null {
  let addr: Parsed;
  try {
    addr = ipaddr.parse(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return `"${ip}" is not an IP address`;
  }
  if (allowed(addr, allow)) return null;
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    const parts = v6.parts;
    if (parts.slice(0, 6).every((p) => p === 0)) return `${ip} embeds an IPv4 address`;
    const range = v6.range();
    if (range === 'ipv4Mapped' || range === 'rfc6052' || range === 'rfc6145' || range === '6to4' || range === 'teredo') return `${ip} embeds an IPv4 address (${range})`;
    return range === 'unicast' ? null : `${ip} is in a ${range} range`;
  }
  const range = (addr as ipaddr.IPv4).range();
  return range === 'unicast' ? null : `${ip} is in a ${range} range`;
}

const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.home.arpa', '.corp', '.localdomain'];

export interface UrlPolicy {
  allowHosts?: AllowList;
}

/**
 * Validates a URL before anything is resolved: http(s) only, no credentials, a public-looking
 * host name or a public IP literal. WHATWG URL parsing has already turned odd numeric spellings
 * (`2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`) into canonical addresses, so they are judged as
 * the addresses they are.
 */
export function checkUrl(input: string, policy: UrlPolicy = {}): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new PagegradeError('invalid_url', `"${truncate(input)}" is not an absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PagegradeError('invalid_url', `Only http and https URLs can be analyzed, not ${url.protocol.replace(/:$/, '')}.`);
  }
  if (url.username || url.password) throw new PagegradeError('invalid_url', 'URLs with credentials (user:password@) are refused.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') throw new PagegradeError('invalid_url', 'The URL has no host.');
  if (isIP(host)) {
    const reason = blockedReason(host, policy.allowHosts);
    if (reason) throw new PagegradeError('blocked_host', `The host is not public: ${reason}.`);
  } else {
    const lower = host.toLowerCase().replace(/\.$/, '');
    if (lower === 'localhost' || INTERNAL_SUFFIXES.some((s) => lower.endsWith(s))) {
      if (!policy.allowHosts?.length) throw new PagegradeError('blocked_host', `"${host}" is an internal host name.`);
    } else if (!lower.includes('.')) {
      if (!policy.allowHosts?.length) throw new PagegradeError('blocked_host', `"${host}" is a single-label (intranet) host name.`);
    }
  }
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (port < 1024 && port !== 80 && port !== 443) {
    throw new PagegradeError('blocked_host', `Port ${port} is not allowed; use 80, 443 or a port above 1023.`);
  }
  return url;
}

function truncate(s: string): string {
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}
