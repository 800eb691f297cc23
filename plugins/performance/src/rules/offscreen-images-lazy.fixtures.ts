import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './offscreen-images-lazy.ts';

const img = (index: number, selector: string, y: number) => ({ index, selector, tag: 'img', box: { x: 0, y, width: 400, height: 300 }, style: [] });

const top = '<img src="/a.jpg" width="400" height="300">'.repeat(5);
const text = `<p>${'Words and more words. '.repeat(150)}</p>`;

export default ruleFixtures(rule, [
  { name: 'late images are lazy', html: `${top}<img src="/late.jpg" loading="lazy">`, expect: 'pass' },
  { name: 'a sixth image loads eagerly', html: `${top}<img src="/gallery/6.jpg" width="800" height="600">`, expect: 'warn', finding: /gallery\/6\.jpg comes after 5 images/, findings: 1 },
  { name: 'an image after long text, heavy when fetched', html: `${text}<img src="/figure.png">`, resources: { '/figure.png': { headers: { 'content-type': 'image/png' }, size: 48_000 } }, expect: 'warn', finding: /figure\.png/ },
  { name: 'a small icon after long text is not worth deferring', html: `${text}<img src="/rss.png">`, resources: { '/rss.png': { headers: { 'content-type': 'image/png' }, size: 900 } }, expect: 'not-applicable' },
  { name: 'declared icons are not worth deferring', html: `${top}<img src="/email.gif" width="16" height="16">`, expect: 'not-applicable' },
  { name: 'an image of unknown size is left for review', html: `${text}<img src="/figure.png">`, expect: 'needs-review', finding: /no known size/ },
  { name: 'tracking pixels are ignored', html: `${top}<img src="/px.gif" width="1" height="1">`, expect: 'not-applicable' },
  { name: 'a short page', html: '<img src="/a.jpg"><p>Hello</p>', expect: 'not-applicable' },
  // Rendered mode: the layout boxes decide, not the document order.
  {
    name: 'rendered: the second image is laid out below the first screen and loads eagerly',
    html: '<html><head></head><body><img src="/a.jpg" width="400" height="300"><img src="/b.jpg" width="400" height="300"></body></html>',
    rendered: { elements: [img(2, 'html>body>img:nth-child(1)', 0), img(3, 'html>body>img:nth-child(2)', 1400)] },
    expect: 'warn',
    finding: 'Image /b.jpg starts 1400 px down, below the first screen (823 px), but is not lazy-loaded.',
    findings: 1,
  },
  {
    name: 'rendered: many images early in the markup, all laid out side by side in the first screen',
    html: `<html><head></head><body>${Array.from({ length: 8 }, (_, i) => `<img src="/t${i}.jpg" width="200" height="200">`).join('')}</body></html>`,
    rendered: { elements: Array.from({ length: 8 }, (_, i) => img(i + 2, `html>body>img:nth-child(${i + 1})`, 100)) },
    expect: 'not-applicable',
  },
]);
