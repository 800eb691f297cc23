import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './image-alt-quality.ts';

export default ruleFixtures(rule, [
  { name: 'descriptive', html: '<img src="/i/IMG_2041.jpg" alt="Oak dining table with six chairs">', expect: 'pass' },
  { name: 'file name', html: '<img src="/i/IMG_2041.jpg" alt="IMG_2041.jpg">', expect: 'warn', finding: /is a file name/ },
  { name: 'placeholder', html: '<img src="/i/t.jpg" alt="Image">', expect: 'warn', finding: /alt="Image" on \/i\/t\.jpg is a placeholder/ },
  { name: 'too long', html: `<img src="/i/t.jpg" alt="${'oak table cheap oak table best '.repeat(6)}">`, expect: 'warn', finding: /characters long/ },
  { name: 'only decorative images', html: '<img src="/i/t.jpg" alt="">', expect: 'not-applicable' },
]);
