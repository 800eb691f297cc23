import { escapeHtml } from './layout.ts';
import { gradeColour } from './grades.ts';

const LABEL = 'pagegrade';

/** The badge's size; Verdana 11 px averages about 6.5 px a character for the label, 7 for the value. */
export function badgeSize(score: number, grade: string): { width: number; height: number; label: number } {
  const label = Math.round(LABEL.length * 6.5 + 12);
  const value = Math.round(`${score} ${grade}`.length * 7 + 12);
  return { width: label + value, height: 20, label };
}

export function badgeSvg(score: number, grade: string): string {
  const value = `${score} ${grade}`;
  const { width: w, label: lw } = badgeSize(score, grade);
  const vw = w - lw;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${LABEL}: ${escapeHtml(value)}"><title>${LABEL}: ${escapeHtml(value)}</title><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${vw}" height="20" fill="${gradeColour(grade)}"/><g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11"><text x="${lw / 2}" y="14">${LABEL}</text><text x="${lw + vw / 2}" y="14">${escapeHtml(value)}</text></g></svg>`;
}
