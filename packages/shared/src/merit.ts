import type { ScoringInput } from './scoring-input';
import type { Rubric } from './scoring-rubric';

/**
 * Merit points. Students: the annual average on the grade scale, reduced by the share of credits not earned.
 * Pupils: the baccalaureate grade, or the GCE grades read on the same scale (`gceOnGradeScale`).
 */

/** The mean of the best `gceGradesCounted` grades on the grade scale; places without a grade count as zero. */
export function gceOnGradeScale(grades: readonly { grade: keyof Rubric['merit']['gceEquivalence'] }[], rubric: Rubric) {
  const { gceEquivalence, gceGradesCounted } = rubric.merit;
  const best = grades
    .map((entry) => gceEquivalence[entry.grade])
    .sort((a, b) => b - a)
    .slice(0, gceGradesCounted);
  return best.reduce((sum, value) => sum + value, 0) / gceGradesCounted;
}

function gradeOf(input: ScoringInput, rubric: Rubric): { grade: number; creditShare: number } | null {
  if (input.universityStudent) {
    const result = input.schoolResult;
    if (!result || result.annualAverage == null || !result.totalCredit || result.achievedCredit == null) return null;
    return { grade: result.annualAverage, creditShare: Math.min(1, result.achievedCredit / result.totalCredit) };
  }
  const resume = input.highSchoolResume;
  if (input.universityStudent == null || !resume?.languageSection) return null;
  if (resume.languageSection === 'FRANCOPHONE')
    return resume.finalGrade == null ? null : { grade: resume.finalGrade, creditShare: 1 };
  return resume.gceGrades.length === 0 ? null : { grade: gceOnGradeScale(resume.gceGrades, rubric), creditShare: 1 };
}

export function meritOf(input: ScoringInput, rubric: Rubric): number | null {
  const found = gradeOf(input, rubric);
  if (!found) return null;
  const share = Math.min(1, Math.max(0, found.grade / rubric.merit.gradeScale));
  return rubric.maxima.merit * share * found.creditShare;
}
