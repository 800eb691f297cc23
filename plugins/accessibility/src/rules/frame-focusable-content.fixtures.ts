import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './frame-focusable-content.ts';

export default ruleFixtures(rule, [
  { name: 'srcdoc without focusable content', html: '<iframe tabindex="-1" title="Banner" srcdoc="<p>Spring sale</p>"></iframe>', expect: 'pass' },
  { name: 'srcdoc with a link', html: '<iframe tabindex="-1" title="Ad" id="ad" srcdoc="<a href=\'/offer\'>Offer</a>"></iframe>', expect: 'fail', finding: /id="ad".*focusable content/ },
  { name: 'srcdoc with a text field', html: '<iframe tabindex="-2" title="Form" srcdoc="<input name=q>"></iframe>', expect: 'fail', findings: 1 },
  { name: 'hidden inputs are not focusable', html: '<iframe tabindex="-1" title="x" srcdoc="<input type=hidden name=t><p>hi</p>"></iframe>', expect: 'pass' },
  { name: 'content from a URL needs review', html: '<iframe tabindex="-1" title="Map" src="https://maps.example/embed"></iframe>', expect: 'needs-review' },
  { name: 'frame in the tab order', html: '<iframe title="Video" src="https://video.example/1"></iframe>', expect: 'not-applicable' },
  { name: 'no frames', html: '<p>Text</p>', expect: 'not-applicable' },
]);
