import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './label-content-name-mismatch.ts';

export default ruleFixtures(rule, [
  { name: 'name starts with the visible text', html: '<button aria-label="Buy now: oak table">Buy now!</button>', expect: 'pass' },
  { name: 'name differs from visible text', html: '<a href="/cart" aria-label="Open shopping basket">Cart</a>', expect: 'fail', finding: /shows "Cart".*does not contain/ },
  { name: 'only symbols are shown', html: '<button aria-label="Close">×</button>', expect: 'pass' },
  { name: 'no labelled controls with text', html: '<button aria-label="Close"><img src="x.svg" alt=""></button>', expect: 'not-applicable' },
  { name: 'whole words only', html: '<a href="#" aria-label="Discover Italy">Discover It</a>', expect: 'fail', findings: 1 },
  { name: 'words in another order', html: '<button aria-label="how are you"><span>you</span> <span>how</span> <span>are</span></button>', expect: 'fail' },
  { name: 'a word inserted in the middle', html: '<button aria-label="Download the specification">Download specification</button>', expect: 'fail' },
  { name: 'text in round brackets is not part of the label', html: '<button aria-label="Search by date">Search by date (YYYY-MM-DD)</button>', expect: 'pass' },
  { name: 'blocks separate words', html: '<a href="#" aria-label="Some article by John Doe"><h3>Some article</h3><p>by John Doe</p></a>', expect: 'pass' },
  { name: 'inline boxes do not', html: '<a href="#" aria-label="ACT"><div style="display: inline">A</div><div style="display: inline">C</div><div style="display: inline">T</div></a>', expect: 'pass' },
  { name: 'text hidden from sight is not part of the label', html: '<a href="#" aria-label="Download specification">Download <span style="visibility: hidden">the</span> <span style="display: none">gizmo</span> specification</a>', expect: 'pass' },
  { name: 'aria-hidden text is still seen', html: '<a href="#" aria-label="Download specification">Download <span aria-hidden="true">gizmo</span> specification</a>', expect: 'fail' },
  { name: 'visually hidden text needs review', html: '<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style><a href="#" aria-label="Read more">Read more <span class="sr-only">about prices</span></a>', expect: 'needs-review', finding: /cannot be resolved/ },
  { name: 'a lone letter may be a symbol', html: '<button aria-label="Close dialog">X</button>', expect: 'needs-review', finding: /single letter/ },
  { name: 'an abbreviation needs review', html: '<a href="#" aria-label="University Avenue">University Ave.</a>', expect: 'needs-review', finding: /abbreviation/ },
  { name: 'hyphenation needs review', html: '<a href="#" aria-label="non-standard">nonstandard</a>', expect: 'needs-review', finding: /hyphenated/ },
  { name: 'words of a script written without spaces need review', html: '<button aria-label="搜索按钮">搜索</button>', expect: 'needs-review', finding: /without spaces/ },
  { name: 'an icon font needs review', html: '<style>.i{font-family:"Material Icons"}</style><button aria-label="Find"><span class="i">search</span></button>', expect: 'needs-review', finding: /icon font/ },
]);
