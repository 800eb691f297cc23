import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './visible-labels.ts';

export default ruleFixtures(rule, [
  { name: 'label for', html: '<form><label for="e">Email</label><input id="e" name="email" placeholder="you@example.com"></form>', expect: 'pass' },
  { name: 'wrapping label', html: '<form><label>Name <input name="name"></label></form>', expect: 'pass' },
  { name: 'placeholder only', html: '<form><input name="email" placeholder="Email address"><button>Go</button></form>', expect: 'fail', finding: /placeholder text "Email address"/ },
  { name: 'sr-only label', html: '<form><label for="n" class="sr-only">Name</label><input id="n" name="n" placeholder="Name"></form>', expect: 'fail' },
  { name: 'aria-label only', html: '<form><input name="city" aria-label="City"></form>', expect: 'fail', finding: /aria-label/ },
  { name: 'search placeholder', html: '<form role="search"><input type="search" name="q" placeholder="Search"></form>', expect: 'warn' },
  { name: 'no fields', html: '<form><input type="hidden" name="t"><button>Go</button></form>', expect: 'not-applicable' },
]);
