import { describe, expect, it } from 'vitest';
import { slotSpans, zonedSpan } from './zoned-time';

describe('a slot in the reader’s zone and in Cameroon’s', () => {
  it('names both zones, an hour apart in a Swiss summer', () => {
    const spans = slotSpans('en', '2026-06-11T12:00:00Z', 30, 'Europe/Zurich');
    expect(spans.reader.text).toMatch(/Thu.*11.*2:00\s*–\s*2:30\sPM/);
    expect(spans.reader.zone).toBe('Central European Summer Time');
    expect(spans.programme?.text).toMatch(/1:00\s*–\s*1:30\sPM/);
    expect(spans.programme?.zone).toBe('West Africa Time');
  });

  it('in winter both zones show the same hour, each still named', () => {
    const spans = slotSpans('fr', '2026-12-10T09:00:00Z', 45, 'Europe/Zurich');
    expect(spans.reader.text).toMatch(/10:00\s*–\s*10:45/);
    expect(spans.reader.zone).toBe('heure normale d’Europe centrale');
    expect(spans.programme?.text).toMatch(/10:00\s*–\s*10:45/);
    expect(spans.programme?.zone).toBe('heure d’Afrique de l’Ouest');
  });

  it('a reader in Cameroon reads it once', () => {
    const spans = slotSpans('it', '2026-12-10T09:00:00Z', 45, 'Africa/Douala');
    expect(spans.programme).toBeNull();
    expect(spans.reader.text).toMatch(/10:00\s*[–-]\s*10:45/);
  });

  it('a span across midnight keeps both days', () => {
    expect(zonedSpan('en', new Date('2026-12-10T22:30:00Z'), 60, 'Africa/Douala').text).toMatch(/11.*12/);
  });
});
