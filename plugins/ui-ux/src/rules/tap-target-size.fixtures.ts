import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tap-target-size.ts';

export default ruleFixtures(rule, [
  { name: 'large buttons', html: '<style>button{width:120px;height:44px;padding:8px 16px}</style><button>Buy</button>', expect: 'pass' },
  { name: 'buttons sized by their content', html: '<style>button{min-height:44px;padding:8px 16px}</style><button>Buy</button>', expect: 'needs-review', finding: /size from content and layout/ },
  { name: 'small icon button', html: '<style>.icon-button{width:16px;height:16px}</style><button class="icon-button">x</button>', expect: 'warn', finding: /16px/ },
  { name: 'small block link', html: '<style>.social a{display:inline-block;width:20px;height:20px}</style><div class="social"><a href="/x">X</a></div>', expect: 'warn', finding: /\.social a/ },
  { name: 'inline link height has no effect', html: '<style>nav a{height:12px}</style><nav><a href="/">Home</a></nav>', expect: 'needs-review' },
  { name: 'min-height overrides', html: '<style>button.close{height:16px;min-height:24px;width:24px}</style><button class="close">×</button>', expect: 'needs-review' },
  { name: 'padding enlarges it', html: '<style>.icon-btn{width:16px;height:16px;padding:8px}</style><button class="icon-btn">x</button>', expect: 'needs-review' },
  { name: 'em sizes not judged', html: '<style>.btn-close{width:1em;height:1em}</style><button class="btn-close"></button>', expect: 'needs-review' },
  { name: 'inline style button', html: '<button style="width:18px;height:18px">×</button>', expect: 'warn', finding: /style="" on <button>/ },
  { name: 'no controls', html: '<p>text</p>', expect: 'not-applicable' },
]);
