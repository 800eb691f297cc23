/** The grade family (A–F) of a grade such as "B+", which picks its colour. */
function family(grade: string): 'a' | 'b' | 'c' | 'd' | 'f' {
  const f = grade.charAt(0).toLowerCase();
  return f === 'a' || f === 'b' || f === 'c' || f === 'd' ? f : 'f';
}

/** The CSS class of a grade chip on our pages (white text on a colour of at least 4.5:1). */
export function gradeClass(grade: string): string {
  return `grade-${family(grade)}`;
}

/** Badge colours by grade family; white text on each has a contrast of at least 4.5:1. */
const BADGE_COLOURS = { a: '#166534', b: '#3f6212', c: '#854d0e', d: '#9a3412', f: '#991b1b' } as const;

export function gradeColour(grade: string): string {
  return BADGE_COLOURS[family(grade)];
}
