import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './large-gif.ts';

const gif = (n: number) => ({ body: 'G'.repeat(n), headers: { 'content-type': 'image/gif' } });

export default ruleFixtures(rule, [
  { name: 'a small spinner', html: '<img src="/spinner.gif">', resources: { '/spinner.gif': gif(4000) }, expect: 'pass' },
  { name: 'a 2 MiB animation', html: '<img src="/demo.gif">', resources: { '/demo.gif': gif(2 * 1024 * 1024) }, expect: 'fail', finding: 'GIF https://example.com/demo.gif is 2.00 MiB.' },
  { name: 'GIF not fetched', html: '<img src="/demo.gif">', expect: 'not-applicable' },
]);
