import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './valid-lang.ts';

export default ruleFixtures(rule, [
  { name: 'valid passage language', html: '<html lang="en"><body><q lang="fr">Je pense, donc je suis</q></body></html>', expect: 'pass' },
  { name: 'invalid passage language', html: '<html lang="en"><body><p lang="french">Bonjour</p></body></html>', expect: 'fail', finding: /french/ },
  { name: 'malformed but known', html: '<p lang="pt_BR">Olá</p>', expect: 'warn', finding: /pt_BR/ },
  { name: 'a current language with malformed subtags after it', html: '<html lang="en"><body><p lang="en-US-GB">Howdy</p></body></html>', expect: 'pass' },
  { name: 'a deprecated but registered code', html: '<html lang="en"><body><p lang="iw">שלום</p></body></html>', expect: 'warn', finding: /deprecated/ },
  { name: 'a private-use language code', html: '<html lang="en"><body><p lang="qaa">Elvish</p></body></html>', expect: 'warn', finding: /qaa/ },
  { name: 'a passage hidden by a style sheet', html: '<style>.off{display:none}</style><html lang="en"><body><p>x</p><p class="off" lang="klingon">Qapla</p></body></html>', expect: 'not-applicable' },
  { name: 'only the root has lang', html: '<html lang="en"><body><p>Hi</p></body></html>', expect: 'not-applicable' },
  { name: "an unknown lang whose text all has a lang of its own", html: "<blockquote lang=\"zz-unknown\"><p lang=\"de\">Guten Morgen</p></blockquote>", expect: 'pass' },
  { name: "an unknown lang on an element without text", html: "<p>Intro</p><div lang=\"qqqq\"></div>", expect: 'not-applicable' },
]);
