import { defineRule, dom, elementsInOrder, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';

const ALLOWED: Record<string, Set<string>> = {
  // td/th/col directly in a table get an implied tbody/tr/colgroup: a parse error, but not moved.
  table: new Set(['caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'script', 'template', 'style']),
  thead: new Set(['tr', 'td', 'th', 'script', 'template', 'style']),
  tbody: new Set(['tr', 'td', 'th', 'script', 'template', 'style']),
  tfoot: new Set(['tr', 'td', 'th', 'script', 'template', 'style']),
  tr: new Set(['td', 'th', 'script', 'template', 'style']),
};

function check(ctx: RuleContext, container: Element): void {
  const allowed = ALLOWED[container.name]!;
  for (const child of container.children) {
    if (dom.isElement(child)) {
      if (child.name === 'input' && (child.attribs['type'] ?? '').toLowerCase() === 'hidden') continue;
      if (allowed.has(child.name)) continue;
      if (child.name === 'form') ctx.report(child, `<form> directly inside <${container.name}>; browsers insert it as an empty element and leave its fields in the table outside it.`);
      else ctx.report(child, `<${child.name}> directly inside <${container.name}>; browsers move it out of the table.`);
    } else if (dom.isText(child) && child.data.trim() !== '') {
      ctx.report(container, `Text "${child.data.trim().slice(0, 40)}" directly inside <${container.name}>; browsers move it out of the table.`);
    }
  }
}

const CONTAINERS = ['table', 'thead', 'tbody', 'tfoot', 'tr'];

export default defineRule({
  id: 'code-quality/table-content',
  dimension: 'codeQuality',
  title: 'Tables contain only table structure',
  failureTitle: 'Content is placed directly inside tables or rows, outside any cell',
  description:
    'Checks the children of <table>, <thead>, <tbody>, <tfoot> and <tr>: only captions, column groups, row groups, rows and cells (plus script-supporting elements and hidden inputs) are allowed. Other elements (a <div>, <form>, <a> …) and non-blank text placed between rows or cells are reported; cells or rows whose wrapper the parser adds implicitly are not.',
  why: 'The HTML parser "foster-parents" misplaced table content: it moves it out of the table and renders it before the table, so the content appears in a different place than the markup says; a <form> wrapped around rows is inserted as an empty element.',
  fix: 'Put the content inside a <td>/<th> or <caption>, or outside the table; wrap a whole table in a <form> rather than wrapping rows.',
  impact: 'moderate',
  tags: ['html-validate:element-permitted-content'],
  references: ['https://html.spec.whatwg.org/multipage/parsing.html#foster-parent'],
  check(ctx) {
    // Table parts in document order. Stray rows outside any table are checked too: a <tr> is
    // allowed only inside a table, its sections or a template.
    for (const el of elementsInOrder(ctx.page, CONTAINERS)) check(ctx, el);
    if (!ctx.page.index.byTag.has('table')) return ctx.notApplicable('The page has no tables.');
    return undefined;
  },
});
