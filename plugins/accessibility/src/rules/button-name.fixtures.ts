import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './button-name.ts';

export default ruleFixtures(rule, [
  { name: 'text, aria-label and image alt', html: '<button>Save</button><button aria-label="Close"><svg aria-hidden="true"></svg></button><button><img src="s.png" alt="Search"></button>', expect: 'pass' },
  { name: 'icon-only button', html: '<button class="menu-toggle"><i class="fa fa-bars"></i></button>', expect: 'fail', finding: /menu-toggle/ },
  { name: 'text hidden from AT does not name it', html: '<button id="go"><span aria-hidden="true">→</span></button>', expect: 'fail', finding: /go/ },
  { name: 'title as last resort', html: '<button title="Print"><i class="icon-print"></i></button>', expect: 'pass' },
  { name: 'no buttons', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
