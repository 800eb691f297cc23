/**
 * Letter grades, best first. The bands follow the MDN HTTP Observatory's five-point steps, with
 * A+ from 95 so that a perfect score is not required for the top grade.
 */
export const GRADE_TABLE: ReadonlyArray<{ grade: string; min: number }> = [
  { grade: 'A+', min: 95 },
  { grade: 'A', min: 90 },
  { grade: 'A-', min: 85 },
  { grade: 'B+', min: 80 },
  { grade: 'B', min: 75 },
  { grade: 'B-', min: 70 },
  { grade: 'C+', min: 65 },
  { grade: 'C', min: 60 },
  { grade: 'C-', min: 55 },
  { grade: 'D+', min: 50 },
  { grade: 'D', min: 45 },
  { grade: 'D-', min: 40 },
  { grade: 'F', min: 0 },
];

export const GRADES = GRADE_TABLE.map((g) => g.grade);

export function gradeFor(score: number): string {
  for (const { grade, min } of GRADE_TABLE) if (score >= min) return grade;
  return 'F';
}
