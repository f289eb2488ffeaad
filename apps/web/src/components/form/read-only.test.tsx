import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import { NativeSelectField } from './native-select-field';
import { NumberField } from './number-field';
import { RadioField } from './radio-field';
import { ReadOnlyFields } from './read-only';
import { TextAreaField, TextField } from './text-field';
import { useApiForm } from './use-api-form';

const schema = z.object({});
type Values = {
  school: string;
  address: string;
  motivation: string;
  salary: number | null;
  issued: string;
  house: string;
  student: string;
  declared: boolean;
};

function Harness({ readOnly, values }: { readOnly: boolean; values: Values }) {
  const form = useApiForm<typeof schema, Values>(schema, values);
  return (
    <ReadOnlyFields readOnly={readOnly}>
      <TextField form={form} name="school" label="Name of the school" />
      <TextField form={form} name="address" label="Address of the school" />
      <TextAreaField form={form} name="motivation" label="Motivation letter" />
      <NumberField form={form} name="salary" label="Annual salary" />
      <DateField form={form} name="issued" label="Issued on" />
      <NativeSelectField
        form={form}
        name="house"
        label="Type of house"
        data={[
          { value: '', label: 'Choose' },
          { value: 'LOCATION', label: 'Rented' },
        ]}
      />
      <RadioField
        form={form}
        name="student"
        label="University student"
        options={[
          { value: 'yes', label: 'Yes, at university' },
          { value: 'no', label: 'No, at school' },
        ]}
      />
      <CheckboxField form={form} name="declared" label="Declaration accepted" />
    </ReadOnlyFields>
  );
}

const values: Values = {
  school: 'Lycée bilingue de Dschang',
  address: '   ',
  motivation: 'First line\nSecond line',
  salary: 350000,
  issued: '2024-06-15',
  house: 'LOCATION',
  student: 'no',
  declared: true,
};

const renderIt = (readOnly: boolean) =>
  render(
    <TestProviders>
      <Harness readOnly={readOnly} values={values} />
    </TestProviders>,
  );

/** The value a label names in a view (`dt` then `dd`). */
const shownValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(async () => {
  await initI18n('fr');
  await i18n.changeLanguage('fr');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { status: 'ok' } })),
  );
});

describe('a form shown to read', () => {
  it('shows each label with its value as text, in the reader’s formats, and no input at all', () => {
    const { container } = renderIt(true);
    expect(container.querySelectorAll('input, textarea, select')).toHaveLength(0);
    expect(shownValue('Name of the school')).toBe('Lycée bilingue de Dschang');
    expect(shownValue('Address of the school')).toBe('Non renseigné');
    expect(shownValue('Motivation letter')).toBe('First line\nSecond line');
    expect(shownValue('Annual salary')?.replace(/\s/g, ' ')).toBe('350 000');
    expect(shownValue('Issued on')).toBe('15 juin 2024');
    expect(shownValue('Type of house')).toBe('Rented');
    expect(shownValue('University student')).toBe('No, at school');
    expect(shownValue('Declaration accepted')).toBe('Oui');
  });

  it('is the usual form otherwise', () => {
    renderIt(false);
    expect((screen.getByRole('textbox', { name: 'Name of the school' }) as HTMLInputElement).value).toBe(
      'Lycée bilingue de Dschang',
    );
    expect(screen.getByRole('radio', { name: 'No, at school' })).toBeTruthy();
  });
});
