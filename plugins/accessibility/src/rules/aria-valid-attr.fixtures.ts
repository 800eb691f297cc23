import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-valid-attr.ts';

export default ruleFixtures(rule, [
  { name: 'valid attributes', html: '<button aria-expanded="false" aria-controls="m">Menu</button><ul id="m" aria-label="Main"></ul>', expect: 'pass' },
  { name: 'misspelt labelledby', html: '<input aria-labeledby="l"><span id="l">Name</span>', expect: 'fail', finding: /aria-labeledby/ },
  { name: 'no aria attributes', html: '<p>Hi</p>', expect: 'not-applicable' },
  { name: 'WAI-ARIA 1.3 braille properties are defined', html: '<h2 aria-braillelabel="News" aria-brailleroledescription="hdg">Latest news</h2>', expect: 'pass' },
]);
