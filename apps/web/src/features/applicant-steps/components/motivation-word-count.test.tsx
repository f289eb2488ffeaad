import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { MotivationWordCount } from './motivation-word-count';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

function renderCount(text: string) {
  return render(
    <MantineProvider>
      <MotivationWordCount text={text} />
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('applications');
});

describe('the live word count of the motivation letter', () => {
  it('counts as the server does: punctuation alone is no word, any spacing separates', () => {
    renderCount('I  want\nto study — medicine , in\tBuea.');
    expect(screen.getByText(/words/).textContent).toBe('7 words (100–500) · 93 more words needed');
  });

  it('says when the letter is long enough', () => {
    renderCount(words(100));
    expect(screen.getByText(/words/).textContent).toBe('100 words (100–500) · length accepted');
  });

  it('says how many words are too many', () => {
    renderCount(words(501));
    expect(screen.getByText(/words/).textContent).toBe('501 words (100–500) · 1 word too many');
  });

  it('speaks of one word in the singular', () => {
    renderCount('Hello');
    expect(screen.getByText(/word/).textContent).toBe('1 word (100–500) · 99 more words needed');
  });
});
