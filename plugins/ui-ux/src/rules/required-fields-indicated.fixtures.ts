import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './required-fields-indicated.ts';

export default ruleFixtures(rule, [
  { name: 'asterisk', html: '<form><label for="e">Email *</label><input id="e" name="email" required><input name="name" aria-label="Name"></form>', expect: 'pass' },
  { name: 'marker element', html: '<form><label for="e">Email <span class="req-required" aria-hidden="true"></span></label><input id="e" name="email" required><input name="name" aria-label="Name"></form>', expect: 'pass' },
  { name: 'form note', html: '<form><p>All fields are required.</p><label for="e">Email</label><input id="e" name="email" required><input name="name" aria-label="Name"></form>', expect: 'pass' },
  { name: 'unmarked', html: '<form><label for="e">Email</label><input id="e" name="email" required><label for="m">Message</label><textarea id="m" name="message"></textarea></form>', expect: 'warn', finding: /label "Email" does not say so/ },
  { name: 'single-field form', html: '<form><label for="e">Email</label><input id="e" name="email" required><button>Subscribe</button></form>', expect: 'pass' },
  { name: 'no required fields', html: '<form><label>Email <input name="email"></label></form>', expect: 'not-applicable' },
]);
