import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './phrasing-content.ts';

export default ruleFixtures(rule, [
  { name: 'inline content in paragraphs', html: '<div><p>Text <a href="/x"><strong>link</strong></a></p><a href="/y"><div>card</div></a></div>', expect: 'pass' },
  { name: 'omitted </p> before a div is valid', html: '<p>Intro<div>Block</div>', expect: 'pass' },
  { name: 'div inside p', html: '<p>Intro <div>Block</div> outro</p>', expect: 'fail', finding: /<div> inside <p>.*stray <\/p>/ },
  { name: 'div inside span', html: '<span class="card"><div>x</div></span>', expect: 'fail', finding: /<div> inside <span>/ },
  { name: 'list inside a link inside a heading', html: '<h2><a href="/"><ul><li>x</li></ul></a></h2>', expect: 'fail', finding: /<ul> inside <h2>/ },
  { name: 'heading inside heading', html: '<h1>Title <h2>Sub</h2></h1>', expect: 'fail', finding: /<h2> inside <h1>/ },
  { name: 'svg content is not HTML', html: '<span><svg><g><text>x</text></g></svg></span>', expect: 'pass' },
]);
