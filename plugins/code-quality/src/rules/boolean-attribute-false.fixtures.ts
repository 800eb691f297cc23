import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './boolean-attribute-false.ts';

export default ruleFixtures(rule, [
  { name: 'presence and absence', html: '<input disabled><input required=""><button>Go</button><my-toggle disabled="false"></my-toggle><input value="false">', expect: 'pass' },
  { name: 'disabled false', html: '<button type="submit" disabled="false">Buy</button>', expect: 'fail', finding: /disabled="false" still turns disabled on/ },
  { name: 'hidden false', html: '<div hidden="false">Promo</div>', expect: 'fail', finding: /hidden/ },
]);
