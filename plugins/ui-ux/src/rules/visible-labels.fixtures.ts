import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './visible-labels.ts';

export default ruleFixtures(rule, [
  { name: 'label for', html: '<form><label for="e">Email</label><input id="e" name="email" placeholder="you@example.com"></form>', expect: 'pass' },
  { name: 'wrapping label', html: '<form><label>Name <input name="name"></label></form>', expect: 'pass' },
  { name: 'visible label with a title hint', html: '<label for="n">Name</label><input id="n" title="Your full name">', expect: 'pass' },
  { name: 'placeholder only', html: '<form><input name="email" placeholder="Email address"><button>Go</button></form>', expect: 'fail', finding: /placeholder text "Email address"/ },
  { name: 'title only', html: '<input name="phone" title="Phone number">', expect: 'fail', finding: /title "Phone number"/ },
  { name: 'sr-only label', html: '<form><label for="n" class="sr-only">Name</label><input id="n" name="n" placeholder="Name"></form>', expect: 'fail' },
  { name: 'aria-label only', html: '<form><input name="city" aria-label="City"></form>', expect: 'fail', finding: /aria-label/ },
  { name: 'search placeholder', html: '<form role="search"><input type="search" name="q" placeholder="Search"></form>', expect: 'warn' },
  { name: 'field hidden by a style sheet', html: '<style>.later { display: none }</style><div class="later"><input name="phone" title="Phone number"></div>', expect: 'not-applicable' },
  { name: 'field with no name at all', html: '<input name="x">', expect: 'not-applicable' },
  { name: 'no fields', html: '<form><input type="hidden" name="t"><button>Go</button></form>', expect: 'not-applicable' },
]);
