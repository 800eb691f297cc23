import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './label.ts';

export default ruleFixtures(rule, [
  { name: 'label for, wrapping label and aria-label', html: '<label for="e">Email</label><input id="e" type="email"><label><input type="checkbox" name="news"> Newsletter</label><input type="search" aria-label="Search the site">', expect: 'pass' },
  { name: 'placeholder as last resort', html: '<input type="text" name="q" placeholder="Search">', expect: 'pass' },
  { name: 'field without label', html: '<form><input type="email" name="email"></form>', expect: 'fail', finding: /Email field "email"/ },
  { name: 'textarea without label', html: '<textarea name="comment"></textarea>', expect: 'fail', finding: /Text area "comment"/ },
  { name: 'a field inside its label is not named by its own value', html: '<label><input name="city" value="Lyon"></label>', expect: 'fail', finding: /"city"/ },
  { name: 'label text around the field names it', html: '<label>City <input name="city" value="Lyon"></label>', expect: 'pass' },
  { name: 'label for a different id', html: '<label for="x">Name</label><input id="y" name="name">', expect: 'fail', finding: /"name"/ },
  { name: 'hidden inputs and buttons only', html: '<input type="hidden" name="t"><input type="submit">', expect: 'not-applicable' },
]);
