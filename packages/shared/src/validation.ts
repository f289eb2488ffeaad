/**
 * Turns a zod issue into a message key of the shared `validation` catalog and its parameters, so that the API and
 * the web app show the same words for the same rule. A schema may also set its own message to a key
 * ("validation.passwordsMustMatch"), which is then used as it is.
 */
export type IssueLike = {
  code: string;
  message?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  input?: unknown;
  values?: unknown[];
};

export type MessageKey = { key: string; params?: Record<string, string | number> };

export function describeIssue(issue: IssueLike): MessageKey {
  if (issue.message?.startsWith('validation.')) return { key: issue.message };
  const limit = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || /received (undefined|null)/.test(issue.message ?? '')
        ? { key: 'validation.required' }
        : { key: 'validation.invalidValue' };
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.minLength', params: { min: limit(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.minItems', params: { min: limit(issue.minimum) } };
      if (issue.origin === 'date') return { key: 'validation.invalidDate' };
      return {
        key: issue.inclusive === false ? 'validation.greaterThan' : 'validation.min',
        params: { min: limit(issue.minimum) },
      };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.maxLength', params: { max: limit(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.maxItems', params: { max: limit(issue.maximum) } };
      return {
        key: issue.inclusive === false ? 'validation.lessThan' : 'validation.max',
        params: { max: limit(issue.maximum) },
      };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.invalidEmail' };
      if (issue.format === 'datetime' || issue.format === 'date' || issue.format === 'time')
        return { key: 'validation.invalidDate' };
      if (issue.format === 'url') return { key: 'validation.invalidUrl' };
      return { key: 'validation.invalidFormat' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    case 'not_multiple_of':
      return { key: 'validation.integer' };
    default:
      return { key: 'validation.invalidValue' };
  }
}
