import { DIMENSION_LABELS, IMPACT_WEIGHT, type CatalogueEntry } from '@pagegrade/core';

/** One check's documentation as a standalone markdown document. */
export function checkMarkdown(e: CatalogueEntry, url: string): string {
  const lines = [
    `# ${e.id}`,
    '',
    `**${e.title}**`,
    '',
    `- **Dimension:** ${DIMENSION_LABELS[e.dimension]} (\`${e.dimension}\`)`,
    `- **Impact:** ${e.impact} (weight ${IMPACT_WEIGHT[e.impact]})`,
    `- **When it fails:** ${e.failureTitle}`,
    ...e.alsoScores.map((a) => `- **Also scored in:** ${DIMENSION_LABELS[a.dimension]} (\`${a.dimension}\`), impact ${a.impact} (weight ${IMPACT_WEIGHT[a.impact]})`),
    ...e.caps.map((c) => `- **Cap:** while it fails, the ${c.scope === 'overall' ? 'overall' : DIMENSION_LABELS[e.dimension]} score is at most ${c.max}: ${c.reason}`),
    ...(e.formerIds.length ? [`- **Former ids:** ${e.formerIds.map((id) => `\`${id}\``).join(', ')} (merged into this check)`] : []),
    ...(e.needs.length ? [`- **Needs:** ${e.needs.join(', ')}`] : []),
    `- **Documentation:** ${url}`,
    '',
    '## What it checks',
    '',
    e.description,
    '',
    '## Why it matters',
    '',
    e.why,
    '',
    '## How to fix',
    '',
    e.fix,
    '',
    '## Equivalent checks',
    '',
    e.tags.length ? e.tags.map((t) => `- \`${t}\``).join('\n') : 'None listed.',
  ];
  if (e.references.length) lines.push('', '## References', '', ...e.references.map((r) => `- ${r}`));
  return `${lines.join('\n')}\n`;
}
