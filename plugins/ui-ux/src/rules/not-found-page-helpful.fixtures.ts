import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './not-found-page-helpful.ts';

const probe = '/pagegrade-missing-7f3a9c';
const res = (status: number, body: string, type = 'text/html; charset=utf-8') => ({ [probe]: { status, role: 'notFound' as const, body, headers: { 'content-type': type } } });
export default ruleFixtures(rule, [
  { name: 'link home', resources: res(404, '<html><body><h1>Page not found</h1><p><a href="/">Back to the home page</a></p></body></html>'), expect: 'pass' },
  { name: 'absolute home link', resources: res(404, '<h1>Oops</h1><a class="btn" href="https://example.com/">Home</a>'), expect: 'pass' },
  { name: 'search form', resources: res(404, '<h1>Not found</h1><form action="/search"><input type="search" name="q"></form>'), expect: 'pass' },
  { name: 'dead end', resources: res(404, '<html><body><h1>404 Not Found</h1><hr>nginx</body></html>'), expect: 'warn', finding: /no link to the home page/ },
  { name: 'plain text', resources: res(404, 'Not Found', 'text/plain'), expect: 'fail', finding: /non-HTML text\/plain/ },
  { name: 'soft 404 not judged', resources: res(200, '<h1>Home</h1>'), expect: 'not-applicable' },
]);
