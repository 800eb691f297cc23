import { defineRule } from '@pagegrade/core';

// Dummy text that gets published by accident; matched case-insensitively in visible text.
const PLACEHOLDERS = /\b(lorem ipsum|dolor sit amet|todo:|placeholder text|your text here)\b/i;

export default defineRule({
  id: 'example/no-placeholder-text',
  dimension: 'uiux',
  title: 'No placeholder text is published',
  failureTitle: 'The page shows placeholder text',
  description: 'Looks for dummy copy such as "Lorem ipsum" or "Your text here" in the visible text of the page.',
  why: 'Placeholder copy tells visitors the page is unfinished and gives search and answer engines nothing to use.',
  fix: 'Replace the placeholder with the real copy, or remove the block until it exists.',
  impact: 'moderate',
  tags: ['best-practice'],
  create(ctx) {
    return {
      text(node) {
        // Bound the work per node: a pathological text node is not worth scanning whole.
        const m = PLACEHOLDERS.exec(node.data.length > 10_000 ? node.data.slice(0, 10_000) : node.data);
        if (m && node.parent) ctx.report(node.parent as never, `Placeholder text "${m[0]}" is visible on the page.`);
      },
    };
  },
});
