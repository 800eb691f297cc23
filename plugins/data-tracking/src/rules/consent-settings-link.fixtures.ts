import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './consent-settings-link.ts';

const ga = '<script async src="https://www.google-analytics.com/analytics.js"></script>';

export default ruleFixtures(rule, [
  { name: 'footer cookie-settings link', html: `${ga}<footer><a href="javascript:Cookiebot.renew()">Change consent</a></footer>`, expect: 'pass' },
  { name: 'German cookie policy link', html: `${ga}<footer><a href="/cookie-richtlinie">Cookie-Richtlinie</a></footer>`, expect: 'pass', finding: /cookie-richtlinie/ },
  { name: 'OneTrust class', html: `${ga}<button class="ot-sdk-show-settings">Manage</button>`, expect: 'pass' },
  { name: 'trackers and no link', html: `${ga}<footer><a href="/about">About</a></footer>`, expect: 'warn', finding: /1 tracker/ },
  { name: 'accept button alone does not count', html: `${ga}<button>Accept all cookies</button>`, expect: 'warn' },
  { name: 'CMP that may inject a button', html: `<script src="https://consent.cookiebot.com/uc.js"></script>${ga}`, expect: 'needs-review' },
  { name: 'nothing to consent to', html: '<p>Hello</p>', expect: 'not-applicable' },
]);
