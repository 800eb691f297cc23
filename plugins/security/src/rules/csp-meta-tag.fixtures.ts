import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-meta-tag.ts';

const meta = (c: string) => `<meta http-equiv="Content-Security-Policy" content="${c}">`;

export default ruleFixtures(rule, [
  { name: 'first in head', html: `<html><head>${meta("script-src 'self'")}<script src="/a.js"></script></head></html>`, expect: 'pass' },
  { name: 'after a script', html: `<html><head><script src="/a.js"></script>${meta("script-src 'self'")}</head></html>`, expect: 'fail', finding: /comes after <script src="\/a\.js">/ },
  { name: 'frame-ancestors in meta', html: `<html><head>${meta("script-src 'self'; frame-ancestors 'none'")}</head></html>`, expect: 'fail', finding: /frame-ancestors is ignored/ },
  { name: 'in body', html: `<html><head></head><body>${meta("script-src 'self'")}</body></html>`, expect: 'fail', finding: /outside <head>/ },
  { name: 'no meta', html: '<p>x</p>', expect: 'not-applicable' },
]);
