import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './doctype-html5.ts';

export default ruleFixtures(rule, [
  { name: 'html5 doctype', html: '<!DOCTYPE html><p>x', expect: 'pass' },
  { name: 'legacy-compat system id', html: '<!DOCTYPE html SYSTEM "about:legacy-compat"><p>x', expect: 'pass' },
  { name: 'html 4.01 strict', html: '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd"><p>x', expect: 'warn', finding: /4\.01/ },
  { name: 'xhtml 1.0 transitional', html: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><p>x', expect: 'warn' },
  { name: 'no doctype', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'quirks doctype', html: '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><p>x', expect: 'not-applicable' },
]);
