import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-import.ts';

const css = { 'content-type': 'text/css' };

export default ruleFixtures(rule, [
  { name: 'plain stylesheets', html: '<link rel="stylesheet" href="/a.css"><style>p{margin:0}</style>', resources: { '/a.css': { body: 'a{color:red}', headers: css } }, expect: 'pass' },
  { name: 'import in an external sheet', html: '<link rel="stylesheet" href="/css/main.css">', resources: { '/css/main.css': { body: '@import url("fonts.css");\na{color:red}', headers: css } }, expect: 'fail', finding: 'https://example.com/css/main.css imports https://example.com/css/fonts.css' },
  { name: 'import in an inline style', html: '<style>@import "https://fonts.googleapis.com/css2?family=Inter";</style>', expect: 'warn', finding: /inline <style> imports https:\/\/fonts\.googleapis\.com/ },
  { name: 'no stylesheets', html: '<p style="color:red">x</p>', expect: 'not-applicable' },
]);
