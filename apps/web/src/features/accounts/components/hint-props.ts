/**
 * Mantine's default description colour (dimmed) fails WCAG AA contrast on the auth card, so hints under a field use
 * the text colour. Spread on an input: `{...hintProps}`.
 */
export const hintProps = { descriptionProps: { c: 'var(--mantine-color-text)' } } as const;
