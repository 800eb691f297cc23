import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-breadcrumb.ts';
import { ld } from '../lib/fixture-data.ts';

const crumbs = (...itemListElement: unknown[]) => ld({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement });
const li = (position: unknown, name?: string, item?: string) => ({ '@type': 'ListItem', position, ...(name ? { name } : {}), ...(item ? { item } : {}) });
export default ruleFixtures(rule, [
  { name: 'ordered trail', html: crumbs(li(1, 'Home', 'https://example.com/'), li(2, 'Tables', 'https://example.com/tables'), li(3, 'Devon table')), expect: 'pass' },
  { name: 'out of order', html: crumbs(li(1, 'Home', 'https://example.com/'), li(3, 'Tables', 'https://example.com/tables')), expect: 'fail', finding: /position 3; expected 2/ },
  { name: 'middle item without URL', html: crumbs(li(1, 'Home'), li(2, 'Tables')), expect: 'fail', finding: /Breadcrumb "Home" has no "item" URL/ },
  { name: 'no name', html: crumbs(li(1, undefined, 'https://example.com/')), expect: 'fail', finding: /no "name"/ },
  { name: 'empty list', html: crumbs(), expect: 'fail', finding: /no itemListElement/ },
  { name: 'no BreadcrumbList', html: ld({ '@context': 'https://schema.org', '@type': 'WebPage' }), expect: 'not-applicable' },
]);
