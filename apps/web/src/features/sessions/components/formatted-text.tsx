import { Text } from '@mantine/core';

/**
 * Notices and guidelines are plain text with Markdown-like line structure: blank lines separate paragraphs,
 * single newlines are line breaks. Rendered as React text nodes only, so nothing in it can become HTML.
 */
export function FormattedText({ text, empty }: { text: string; empty: string }) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim());
  if (paragraphs.length === 0) return <Text c="dimmed">{empty}</Text>;
  return paragraphs.map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position.
    <Text key={index} mb="xs" style={{ whiteSpace: 'pre-line' }}>
      {paragraph}
    </Text>
  ));
}
