/**
 * How the editor's forms hold what the API keeps as null: '' in a text input or a select, '' for an unanswered
 * yes-or-no question. Numbers need nothing: the kit's number field holds null when empty.
 */
export const textOf = (value: string | null | undefined) => value ?? '';

/** Empty text is "not given": the API keeps null for it. */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const flagText = (value: boolean | null | undefined): '' | 'yes' | 'no' =>
  value == null ? '' : value ? 'yes' : 'no';
export const flagOf = (value: string) => (value === '' ? null : value === 'yes');

/** A chosen option ('' for none) as the API takes it. */
export const choiceOrNull = <T extends string>(value: T | '') => (value === '' ? null : value);
