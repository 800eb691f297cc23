import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './fake-lists.ts';

export default ruleFixtures(rule, [
  { name: 'real lists', html: '<ul><li>Sand</li><li>Oil</li><li>Buff</li></ul><p>- a single dash line is fine</p>', expect: 'pass' },
  { name: 'bullet paragraphs', html: '<p>• Sand with 240 grit</p>\n<p>• Apply a thin coat of oil</p>\n<p>• Buff after ten minutes</p>', expect: 'warn', finding: /3 consecutive <p> elements/, findings: 1 },
  { name: 'numbered steps in divs', html: '<div>1. Sand</div><div>2. Oil</div><div>3. Buff</div><div>4. Wait</div>', expect: 'warn', finding: /4 consecutive <div>/ },
  { name: 'br-separated bullets', html: '<p>Steps:<br>- Sand<br>- Oil<br>- Buff</p>', expect: 'warn', finding: /<br>-separated/ },
]);
