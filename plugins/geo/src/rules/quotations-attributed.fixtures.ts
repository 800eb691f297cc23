import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './quotations-attributed.ts';

export default ruleFixtures(rule, [
  { name: 'figure with caption', html: '<figure><blockquote>Oak rewards patience.</blockquote><figcaption>— Ann Carver</figcaption></figure>', expect: 'pass' },
  { name: 'cite attribute', html: '<blockquote cite="https://example.org/interview">Oak rewards patience.</blockquote>', expect: 'pass' },
  { name: 'dash line after', html: '<blockquote><p>Oak rewards patience.</p></blockquote><p>— Ann Carver, furniture maker</p>', expect: 'pass' },
  { name: 'anonymous quote', html: '<blockquote><p>Oak rewards patience.</p></blockquote><p>We agree.</p>', expect: 'warn', finding: /"Oak rewards patience\." has no attribution/ },
  { name: 'no quotations', html: '<p>Oak.</p>', expect: 'not-applicable' },
]);
