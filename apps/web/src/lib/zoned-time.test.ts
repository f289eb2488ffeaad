import { describe, expect, it } from 'vitest';
import { clockInZones, instantInZone, slotSpans, zonedSpan } from './zoned-time';

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

describe('a time typed in the reader’s zone', () => {
  it('is one hour ahead of Cameroon in a Swiss summer, the same hour in winter', () => {
    expect(instantInZone('2026-06-11T14:00', 'Europe/Zurich')?.toISOString()).toBe('2026-06-11T12:00:00.000Z');
    expect(instantInZone('2026-12-10T14:00', 'Europe/Zurich')?.toISOString()).toBe('2026-12-10T13:00:00.000Z');
    expect(instantInZone('2026-12-10T14:00', 'Africa/Douala')?.toISOString()).toBe('2026-12-10T13:00:00.000Z');
  });

  it('keeps its hour across the night the clocks change, and refuses what is not a date and time', () => {
    expect(instantInZone('2026-03-29T01:30', 'Europe/Zurich')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(instantInZone('2026-03-29T03:30', 'Europe/Zurich')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 does not exist that night in Zurich: it reads as 03:30, the same instant.
    expect(instantInZone('2026-03-29T02:30', 'Europe/Zurich')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantInZone('2026-10-25T04:00', 'Europe/Zurich')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(instantInZone('', 'Europe/Zurich')).toBeNull();
    expect(instantInZone('2026-06-11', 'Europe/Zurich')).toBeNull();
  });

  it('reads in both zones, the day added where Cameroon’s differs', () => {
    expect(clockInZones('fr', new Date('2026-06-11T12:00:00Z'), 'Europe/Zurich')).toEqual({
      reader: '14:00',
      programme: '13:00',
    });
    expect(clockInZones('fr', new Date('2026-12-10T13:00:00Z'), 'Europe/Zurich')).toEqual({
      reader: '14:00',
      programme: '14:00',
    });
    const late = clockInZones('en', new Date('2026-06-11T22:30:00Z'), 'Europe/Zurich');
    expect(late.reader).toMatch(/12:30\sAM/);
    expect(late.programme).toMatch(/Thu.*11.*11:30\sPM/);
    expect(clockInZones('it', new Date('2026-06-11T12:00:00Z'), 'Africa/Douala')).toEqual({
      reader: '13:00',
      programme: null,
    });
  });
});
