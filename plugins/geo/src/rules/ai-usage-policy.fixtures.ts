import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './ai-usage-policy.ts';
import { robots } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'creative commons licence link', html: '<link rel="license" href="https://creativecommons.org/licenses/by/4.0/">', expect: 'pass', finding: /creativecommons/ },
  { name: 'content signals in robots.txt', html: '<p>x</p>', ...robots('User-agent: *\nContent-Signal: ai-train=no\n'), expect: 'pass', finding: /Content-Signal/ },
  { name: 'TDMRep meta', html: '<meta name="tdm-reservation" content="1">', expect: 'pass' },
  { name: 'nothing', html: '<p>Our tables</p>', ...robots('User-agent: *\nAllow: /\n'), expect: 'warn', finding: /No rel="license"/ },
]);
