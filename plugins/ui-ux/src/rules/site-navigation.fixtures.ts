import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './site-navigation.ts';

export default ruleFixtures(rule, [
  { name: 'nav menu', html: '<header><nav><a href="/">Home</a><a href="/shop">Shop</a><a href="/about">About</a></nav></header>', expect: 'pass' },
  { name: 'header links without nav', html: '<header><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/about">About</a></header><main>x</main>', expect: 'warn', finding: /3 links but no <nav>/ },
  { name: 'nothing', html: '<main><p>Just text <a href="/x">one link</a></p></main>', expect: 'fail', finding: /No <nav>/ },
  { name: 'empty nav', html: '<nav><a href="/">Home</a></nav>', expect: 'fail', finding: /1 link/ },
]);
