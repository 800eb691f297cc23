import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './inline-event-handlers.ts';

export default ruleFixtures(rule, [
  { name: 'listeners in script', html: '<button type="button" data-action="save">Save</button><script>document.querySelector("[data-action]").addEventListener("click", save)</script>', expect: 'pass' },
  { name: 'onclick and onload', html: '<body onload="init()"><a href="#" onclick="open(); return false">x</a><a href="#" onclick="close()">y</a></body>', expect: 'warn', finding: /3 inline event handlers \(onclick ×2, onload ×1\)/ },
]);
