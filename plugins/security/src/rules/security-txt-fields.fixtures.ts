import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './security-txt-fields.ts';

const txt = (body: string) => ({ resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/plain; charset=utf-8' }, body } } });

export default ruleFixtures(rule, [
  { name: 'valid', ...txt('# Our policy\nContact: mailto:security@example.com\nContact: https://example.com/report\nExpires: 2026-12-31T23:00:00.000Z\nPreferred-Languages: en, de\n'), expect: 'pass' },
  {
    name: 'signed',
    ...txt('-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nContact: mailto:security@example.com\nExpires: 2026-12-31T23:00:00Z\n-----BEGIN PGP SIGNATURE-----\n\niQIzBAEBCAAdFiEE\n-----END PGP SIGNATURE-----\n'),
    expect: 'pass',
  },
  { name: 'no contact', ...txt('Expires: 2026-12-31T23:00:00Z\n'), expect: 'fail', finding: /No Contact/ },
  { name: 'no expires', ...txt('Contact: mailto:security@example.com\n'), expect: 'fail', finding: /No Expires/ },
  { name: 'bad date and bare email', ...txt('Contact: security@example.com\nExpires: 31/12/2026\n'), expect: 'fail', findings: 2 },
  { name: 'http policy', ...txt('Contact: mailto:a@example.com\nExpires: 2026-12-31T23:00:00Z\nPolicy: http://example.com/policy\n'), expect: 'fail', finding: /policy: http/ },
  { name: 'stray line', ...txt('Contact: mailto:a@example.com\nExpires: 2026-12-31T23:00:00Z\nplease email us\n'), expect: 'warn', finding: /Line 3/ },
  { name: 'no file', resources: { '/.well-known/security.txt': { status: 404 } }, expect: 'not-applicable' },
]);
