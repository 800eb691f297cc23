import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './preconnect-count.ts';

const pc = (hosts: string[]) => hosts.map((h) => `<link rel="preconnect" href="https://${h}">`).join('');

export default ruleFixtures(rule, [
  { name: 'two preconnects', html: pc(['fonts.gstatic.com', 'cdn.example.net']), expect: 'pass' },
  { name: 'six preconnects', html: pc(['a.example.net', 'b.example.net', 'c.example.net', 'd.example.net', 'e.example.net', 'f.example.net']), expect: 'warn', finding: /6 origins are preconnected/ },
  { name: 'none', html: '<link rel="dns-prefetch" href="https://a.example.net">', expect: 'not-applicable' },
]);
