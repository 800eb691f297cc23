import { defineRule } from '@pagegrade/core';

function isDocument(node: Record<string, any> | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Identifier') return node.name === 'document';
  return node.type === 'MemberExpression' && !node.computed && node.property?.name === 'document' && node.object?.type === 'Identifier' && (node.object.name === 'window' || node.object.name === 'self');
}

function writesScript(args: Array<Record<string, any>>): boolean {
  for (const a of args) {
    if (a.type === 'Literal' && typeof a.value === 'string' && /<script/i.test(a.value)) return true;
    if (a.type === 'BinaryExpression' && writesScript([a.left, a.right])) return true;
    if (a.type === 'TemplateLiteral' && a.quasis.some((q: { value: { raw: string } }) => /<script/i.test(q.value.raw))) return true;
  }
  return false;
}

export default defineRule({
  id: 'performance/document-write',
  dimension: 'performance',
  title: 'Scripts do not use document.write()',
  failureTitle: 'Scripts use document.write()',
  description: 'Finds calls to document.write() and document.writeln() in the inline and fetched scripts, and says when the written markup contains a <script> tag (a parser-blocking script injection).',
  why: 'document.write() blocks the HTML parser while it runs; when it injects an external script the parser must also wait for that download, which Chrome refuses to do on slow connections, breaking the page.',
  fix: 'Insert content with DOM methods (createElement, append, insertAdjacentHTML) and load scripts with async, defer or a dynamically created <script> element.',
  impact: 'moderate',
  tags: ['lighthouse:no-document-write'],
  create(ctx) {
    return {
      js: {
        CallExpression(node, script) {
          const callee = node.callee as Record<string, any>;
          if (callee?.type !== 'MemberExpression' || callee.computed) return;
          const name = callee.property?.name;
          if ((name !== 'write' && name !== 'writeln') || !isDocument(callee.object)) return;
          const where = script.origin === 'external' ? '' : ' in an inline script';
          const injects = writesScript(node.arguments ?? []) ? ' and injects a <script> tag' : '';
          ctx.report({ script, offset: node.start }, `document.${name}() is called${where}${injects}.`);
        },
      },
      end() {
        if (ctx.page.scripts.length === 0) return ctx.notApplicable('The page has no scripts the snapshot could read.');
        return undefined;
      },
    };
  },
});
