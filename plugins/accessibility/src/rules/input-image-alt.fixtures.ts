import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './input-image-alt.ts';

export default ruleFixtures(rule, [
  { name: 'alt names the action', html: '<form><input type="image" src="go.png" alt="Search"></form>', expect: 'pass' },
  { name: 'no alt', html: '<form><input type="image" src="go.png"></form>', expect: 'fail', finding: /go\.png/ },
  { name: 'empty alt is no name', html: '<form><input type="IMAGE" src="send.png" alt=" "></form>', expect: 'fail', finding: /send\.png/ },
  { name: 'no image buttons', html: '<form><input type="submit"></form>', expect: 'not-applicable' },
]);
