import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './letter-spacing-important.ts';

export default ruleFixtures(rule, [
  { name: 'wide enough in em', html: '<p style="letter-spacing: 0.15em !important">Opening hours: 9 to 5</p>', expect: 'pass' },
  { name: 'wide enough in px for the inline font size', html: '<p style="font-size: 20px; letter-spacing: 3px !important">Opening hours</p>', expect: 'pass' },
  { name: 'too narrow', html: '<p style="letter-spacing: 0.05em !important">Opening hours: 9 to 5</p>', expect: 'fail', finding: /letter-spacing/ },
  { name: 'too narrow in px at the default size', html: '<h2 style="letter-spacing: 1px !important">Prices</h2>', expect: 'fail' },
  { name: 'not important: a user stylesheet can override it', html: '<p style="letter-spacing: 0">Opening hours</p>', expect: 'not-applicable' },
  { name: 'inherited by a child paragraph', html: '<div style="letter-spacing: 0 !important"><p>Text in a child</p></div>', expect: 'fail' },
  { name: 'inherited in px by smaller text', html: '<div style="letter-spacing: 2px !important"><p style="font-size: 12px">Small print</p></div>', expect: 'pass' },
  { name: 'a container without text of its own or below', html: '<div style="letter-spacing: 0 !important"><img src="a.png" alt=""></div>', expect: 'not-applicable' },
  { name: 'in ex units', html: '<p style="letter-spacing: 0.1ex !important">Opening hours</p>', expect: 'warn' },
]);
