import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './keyboard-trap.ts';

export default ruleFixtures(rule, [
  { name: 'focusable elements without blur handlers', html: '<a href="/">Home</a><button>Save</button>', expect: 'pass' },
  { name: 'a button that takes focus back when it loses it', html: '<a href="/">Home</a><button id="b" onblur="setTimeout(() => this.focus(), 10)">Save</button><a href="/x">Next</a>', expect: 'fail', finding: /id="b".*sends focus back/ },
  { name: 'two buttons that send focus to each other', html: '<button onblur="setTimeout(() => this.nextElementSibling.focus(), 10)">One</button><button onblur="setTimeout(() => this.previousElementSibling.focus(), 10)">Two</button><button>Three</button>', expect: 'fail', findings: 2 },
  { name: 'a loop through an id', html: '<input id="a" onblur="document.getElementById(\'b\').focus()"><input id="b" onblur="document.getElementById(\'a\').focus();">', expect: 'fail', findings: 2 },
  { name: 'a handler that moves focus on once', html: '<button onblur="this.nextElementSibling.focus()">One</button><button>Two</button>', expect: 'pass' },
  { name: 'a handler sending focus to something that cannot take it', html: '<button onblur="this.nextElementSibling.focus()">One</button><p>Text</p>', expect: 'pass' },
  { name: 'a hidden trap', html: '<button style="display:none" onblur="this.focus()">One</button><a href="/">Home</a>', expect: 'pass' },
  { name: 'a handler this does not read', html: '<button onblur="moveFocus(\'b2\')">One</button><button id="b2">Two</button>', expect: 'needs-review' },
  { name: 'a script listening for blur', html: '<button id="b">One</button><script>b.addEventListener("blur", () => b.focus())</script>', expect: 'needs-review' },
  { name: 'nothing focusable', html: '<h1>Page</h1><button disabled>Off</button>', expect: 'not-applicable' },
]);
