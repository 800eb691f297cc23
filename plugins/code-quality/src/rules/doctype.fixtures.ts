import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './doctype.ts';

export default ruleFixtures(rule, [
  { name: 'html5 doctype', html: '<!DOCTYPE html><html><head><title>x</title></head></html>', expect: 'pass' },
  { name: 'comment and BOM before doctype are fine', html: '\uFEFF<!-- build 42 -->\n<!doctype HTML><html></html>', expect: 'pass' },
  { name: 'html 4.01 strict is standards mode', html: '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd"><p>x', expect: 'pass' },
  { name: 'no doctype', html: '<html><body><p>Hello</p></body></html>', expect: 'fail', finding: /no DOCTYPE/ },
  { name: 'doctype after content', html: '<p>hi</p><!DOCTYPE html><html></html>', expect: 'fail', finding: /after other/ },
  { name: 'html 4.01 transitional without system id is quirks', html: '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><p>x', expect: 'fail', finding: /quirks-mode list|quirks mode/ },
  { name: 'html 3.2 is quirks', html: '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><p>x', expect: 'fail', finding: /quirks/ },
  { name: 'malformed doctype', html: '<!DOCTYPE html PUBLIC -//W3C//DTD><p>x', expect: 'fail', finding: /malformed/ },
  { name: 'xhtml transitional is limited quirks', html: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><p>x', expect: 'warn', finding: /limited-quirks/ },
]);
