import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedText } from './formatted-text';

describe('FormattedText', () => {
  it('makes paragraphs and line breaks, and never HTML', () => {
    const { container } = render(
      <MantineProvider>
        <FormattedText text={'<b>Bold?</b> <script>alert(1)</script>\nline two\n\nSecond paragraph'} empty="Empty" />
      </MantineProvider>,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent).toBe('<b>Bold?</b> <script>alert(1)</script>\nline two');
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('shows the empty text for blank content', () => {
    const { getByText } = render(
      <MantineProvider>
        <FormattedText text={'  \n '} empty="Nothing yet" />
      </MantineProvider>,
    );
    expect(getByText('Nothing yet')).toBeTruthy();
  });
});
