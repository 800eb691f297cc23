import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './frames.ts';

export default ruleFixtures(rule, [
  { name: 'ordinary page', html: '<body><iframe src="/map"></iframe></body>', expect: 'pass' },
  { name: 'frameset', html: '<html><frameset cols="25%,75%"><frame src="nav.html"><frame src="main.html"></frameset></html>', expect: 'fail', finding: /1 <frameset> and 2 <frame> elements \(nav\.html, main\.html\)/ },
]);
