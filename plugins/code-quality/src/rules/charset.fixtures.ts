import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './charset.ts';

export default ruleFixtures(rule, [
  { name: 'meta charset first in head', html: '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title></head></html>', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'header charset only', html: '<!DOCTYPE html><title>x</title>', headers: { 'content-type': 'text/html; charset=utf-8' }, expect: 'pass' },
  { name: 'http-equiv content-type', html: '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'nothing declared', html: '<!DOCTYPE html><title>x</title>', headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /no charset parameter/ },
  { name: 'bare file without meta', bare: true, html: '<!DOCTYPE html><title>x</title>', expect: 'fail', finding: /No <meta charset>/ },
  { name: 'meta too late', html: `<!DOCTYPE html><head><title>x</title><script>${'var a = 1;\n'.repeat(120)}</script><meta charset="utf-8">`, headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /after the first 1024 bytes/ },
]);
