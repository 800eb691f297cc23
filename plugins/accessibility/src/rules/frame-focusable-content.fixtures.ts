import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './frame-focusable-content.ts';

export default ruleFixtures(rule, [
  { name: 'srcdoc without focusable content', html: '<iframe tabindex="-1" title="Banner" srcdoc="<p>Spring sale</p>"></iframe>', expect: 'not-applicable' },
  { name: 'srcdoc with a link, frame in the tab order', html: '<iframe title="Menu" srcdoc="<a href=\'/\'>Home</a>"></iframe>', expect: 'pass' },
  { name: 'srcdoc with a link', html: '<iframe tabindex="-1" title="Ad" id="ad" srcdoc="<a href=\'/offer\'>Offer</a>"></iframe>', expect: 'fail', finding: /id="ad".*focusable content/ },
  { name: 'srcdoc with a text field', html: '<iframe tabindex="-2" title="Form" srcdoc="<input name=q>"></iframe>', expect: 'fail', findings: 1 },
  { name: 'hidden inputs are not focusable', html: '<iframe tabindex="-1" title="x" srcdoc="<input type=hidden name=t><p>hi</p>"></iframe>', expect: 'not-applicable' },
  { name: 'a link taken out of the tab order itself', html: '<iframe tabindex="-1" title="x" srcdoc="<a href=\'/\' tabindex=\'-1\'>Home</a>"></iframe>', expect: 'not-applicable' },
  { name: 'a link the frame document hides', html: '<iframe tabindex="-1" title="x" srcdoc="<style>.menu{display:none}</style><nav class=menu><a href=\'/\'>Home</a></nav><p>Hi</p>"></iframe>', expect: 'not-applicable' },
  { name: 'a link with nothing to show', html: '<iframe tabindex="-1" title="x" srcdoc="<a href=\'/\'></a><p>Hi</p>"></iframe>', expect: 'not-applicable' },
  { name: 'an inert frame takes no focus', html: '<iframe tabindex="-1" inert title="x" srcdoc="<a href=\'/\'>Home</a>"></iframe>', expect: 'not-applicable' },
  { name: 'a frame of one pixel shows nothing', html: '<iframe tabindex="-1" width="1" height="1" title="x" srcdoc="<a href=\'/\'>Home</a>"></iframe>', expect: 'not-applicable' },
  { name: 'a hidden frame', html: '<iframe tabindex="-1" hidden title="x" srcdoc="<a href=\'/\'>Home</a>"></iframe>', expect: 'not-applicable' },
  { name: 'a script that sets tabindex values leaves the frame open', html: '<iframe id="f" title="Menu" srcdoc="<a href=\'/\'>Home</a>"></iframe><script>f.tabIndex = -1</script>', expect: 'needs-review' },
  { name: 'a frame outside an open dialog may be inert', html: '<iframe tabindex="-1" title="Links" srcdoc="<a href=\'/\'>Home</a>"></iframe><dialog open><p>Privacy</p><button>Close</button></dialog>', expect: 'needs-review' },
  { name: 'content from a URL needs review', html: '<iframe tabindex="-1" title="Map" src="https://maps.example/embed"></iframe>', expect: 'needs-review' },
  { name: 'frame in the tab order', html: '<iframe title="Video" src="https://video.example/1"></iframe>', expect: 'not-applicable' },
  { name: 'no frames', html: '<p>Text</p>', expect: 'not-applicable' },
]);
