import { describe, expect, it } from 'vitest';
import { readableText } from './readable-text';

describe('readableText', () => {
  it('gives the reader’s language first, else the first other language with text', () => {
    const text = { en: '', fr: 'Merci.', it: 'Grazie.' };
    expect(readableText(text, 'fr')).toEqual({ text: 'Merci.', language: 'fr' });
    expect(readableText(text, 'en')).toEqual({ text: 'Merci.', language: 'fr' });
    expect(readableText({ en: 'Thanks.', fr: ' \n', it: '' }, 'fr')).toEqual({ text: 'Thanks.', language: 'en' });
    expect(readableText({ en: '', fr: '', it: '  ' }, 'it')).toBeNull();
  });
});
