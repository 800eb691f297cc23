import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './footer-content.ts';

export default ruleFixtures(rule, [
  { name: 'footer with contact', html: '<main>x</main><footer><a href="/contact">Contact us</a> <a href="/privacy">Privacy</a></footer>', expect: 'pass' },
  { name: 'div footer with mailto', html: '<div id="footer"><a href="mailto:hi@example.com">hi@example.com</a></div>', expect: 'pass' },
  { name: 'footer without links', html: '<footer>© 2026 Oak Tables Ltd</footer>', expect: 'warn', finding: /no links/ },
  { name: 'article footer only', html: '<article><p>Post</p><footer>Posted by Ann</footer></article>', expect: 'fail', finding: /No <footer>/ },
]);
