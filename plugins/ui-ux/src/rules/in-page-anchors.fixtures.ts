import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './in-page-anchors.ts';

export default ruleFixtures(rule, [
  { name: 'target exists', html: '<a href="#pricing">Pricing</a><section id="pricing">…</section>', expect: 'pass' },
  { name: 'named anchor and encoded id', html: '<a href="#old">Old</a><a name="old"></a><a href="#caf%C3%A9">Café</a><h2 id="café">Café</h2>', expect: 'pass' },
  { name: 'full URL to same page', url: 'https://example.com/guide', html: '<a href="/guide#install">Install</a><h2 id="install">Install</h2>', expect: 'pass' },
  { name: 'missing target', html: '<a href="#faq">FAQ</a><h2 id="FAQ">FAQ</h2>', expect: 'fail', finding: /#faq/ },
  { name: 'missing target via page URL', url: 'https://example.com/guide', html: '<a href="https://example.com/guide#setup">Setup</a>', expect: 'fail', finding: /#setup/ },
  {
    name: 'table of contents after the navigation',
    html: '<a href="#main">Skip to content</a><nav><a href="/">Home</a></nav><main id="main"><a href="#sizes">Sizes</a><a href="#care">Care</a><h2 id="sizes">Sizes</h2></main>',
    expect: 'fail',
    finding: /#care/,
    findings: 1,
  },
  { name: 'a broken skip link is left to accessibility/skip-link', html: '<a href="#content">Skip to content</a><nav><a href="/">Home</a></nav><main id="main"><a href="#sizes">Sizes</a><h2 id="sizes">Sizes</h2></main>', expect: 'pass' },
  { name: 'only skip links', html: '<a href="#content">Skip to content</a><nav><a href="/">Home</a></nav><main>x</main>', expect: 'not-applicable' },
  { name: 'skipped forms', html: '<a href="#">Menu</a><a href="#top">Top</a><a href="#/app/home">App</a><a href="/other#x">Other page</a>', expect: 'not-applicable' },
]);
