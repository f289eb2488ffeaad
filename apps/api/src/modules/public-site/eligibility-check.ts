import { checkEligibility } from '@portal/shared/eligibility';
import {
  type EligibilityCheckOutcome,
  eligibilityInputOf,
  eligibilityQuestionsSchema,
} from '@portal/shared/eligibility-questions';
import { describeIssue } from '@portal/shared/validation';
import type { SessionsService } from '../sessions/public.ts';
import type { ProgrammeService } from './programme.service.ts';

/** The answers as typed, kept to fill the form again: strings only, anything else dropped. */
function typedAnswers(body: unknown): EligibilityCheckOutcome['answers'] {
  const answers: EligibilityCheckOutcome['answers'] = {};
  if (!body || typeof body !== 'object') return answers;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') answers[name] = value.slice(0, 300);
    else if (Array.isArray(value)) answers[name] = value.filter((item) => typeof item === 'string').slice(0, 10);
  }
  return answers;
}

/**
 * The public "Am I eligible?" check: the visitor's answers through the same rule the committee runs on
 * applications, with the programme's settings and the current session's start (today when there is none).
 */
export function createEligibilityCheck({
  programme,
  sessions,
}: {
  programme: ProgrammeService;
  sessions: SessionsService;
}) {
  return async function checkAnswers(body: unknown, now = new Date()): Promise<EligibilityCheckOutcome> {
    const answers = typedAnswers(body);
    const parsed = eligibilityQuestionsSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => {
        const { key, params } = describeIssue(issue as Parameters<typeof describeIssue>[0]);
        // A rule of the form's own (credits earned above the year's) carries its figures with the issue.
        const own = 'params' in issue ? (issue.params as Record<string, number> | undefined) : undefined;
        return { field: issue.path.join('.'), key, params: own ?? params ?? {} };
      });
      return { answers, problems, result: null };
    }
    const settings = await programme.getSettings();
    const session = await sessions.current();
    const result = checkEligibility(eligibilityInputOf(parsed.data), {
      sessionStart: session?.startDate ?? now.toISOString(),
      acceptedPlaces: settings.acceptedPlaces,
      universityNames: settings.universityNames,
    });
    return { answers, problems: [], result };
  };
}
