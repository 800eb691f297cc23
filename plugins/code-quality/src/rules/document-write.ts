import { defineRule, jsObjectName, jsPropertyName } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';

export default defineRule({
  id: 'code-quality/document-write',
  dimension: 'codeQuality',
  title: 'Scripts do not call document.write()',
  failureTitle: 'Scripts call document.write() or document.writeln()',
  description: 'Finds calls to document.write() and document.writeln() (also through window.document) in inline and fetched scripts.',
  why: 'document.write() blocks the HTML parser while the written content loads; Chrome refuses to run parser-blocking scripts it injects on slow connections, and after the page has loaded a call wipes the whole document.',
  fix: 'Insert content with DOM methods (append, insertAdjacentHTML) or load third-party scripts with async/defer; ask vendors for an async snippet.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: ['write', 'writeln'],
  create(ctx) {
    let n = 0;
    return {
      js: {
        CallExpression(node, script) {
          const property = jsPropertyName(node.callee);
          if ((property !== 'write' && property !== 'writeln') || jsObjectName(node.callee) !== 'document') return;
          n++;
          ctx.report({ script, offset: node.start }, `document.${property}() in ${scriptLabel(script)}.`);
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no scripts that could be parsed.');
        return n ? undefined : ctx.pass();
      },
    };
  },
});
