import { Button } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import { LocalizedTextFields } from './localized-text-fields';
import { NumberField } from './number-field';
import { useApiForm } from './use-api-form';

const text = z.string().trim().min(1);
const schema = z.object({ name: z.object({ en: text, fr: text, it: text }), order: z.number().int().min(0) });
type Values = { name: { en: string; fr: string; it: string }; order: number | null };

function Harness({ onSave, defaults }: { onSave: (values: z.output<typeof schema>) => void; defaults: Values }) {
  const form = useApiForm<typeof schema, Values>(schema, defaults);
  return (
    <form onSubmit={form.submit(onSave)} noValidate>
      <LocalizedTextFields form={form} name="name" legend="Name" required />
      <NumberField form={form} name="order" label="Order" />
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderForm(defaults: Values) {
  const save = vi.fn();
  render(
    <TestProviders>
      <Harness onSave={save} defaults={defaults} />
    </TestProviders>,
  );
  return save;
}

beforeAll(async () => {
  await initI18n('en');
  await ensureValidationMessages();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { status: 'ok' } })),
  );
});

describe('LocalizedTextFields', () => {
  it('asks for the text in each language, each input in its language, and says which one is missing', async () => {
    const save = renderForm({ name: { en: 'Blind', fr: 'Aveugle', it: '' }, order: 1 });
    const italian = await screen.findByRole('textbox', { name: 'Italian' });
    expect(italian.getAttribute('lang')).toBe('it');
    expect(screen.getByRole('group', { name: 'Name' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(italian.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'French' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(italian, { target: { value: 'Cieco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save.mock.calls[0]?.[0]).toEqual({ name: { en: 'Blind', fr: 'Aveugle', it: 'Cieco' }, order: 1 }),
    );
  });
});

describe('NumberField', () => {
  it('keeps an emptied number empty, so a required number is asked for, never taken as 0', async () => {
    const save = renderForm({ name: { en: 'a', fr: 'b', it: 'c' }, order: 3 });
    const order = await screen.findByRole('textbox', { name: 'Order' });
    fireEvent.change(order, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(order, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.mock.calls[0]?.[0].order).toBe(7));
  });

  it.each([
    ['fr', '350 000', 350000],
    ['fr', '350\u202f000', 350000],
    ['it', '350.000', 350000],
    ['en', '350,000', 350000],
  ])('reads what a reader in %s types ("%s")', async (language, typed, value) => {
    await i18n.changeLanguage(language);
    await ensureValidationMessages();
    const save = renderForm({ name: { en: 'a', fr: 'b', it: 'c' }, order: null });
    const order = await screen.findByRole('textbox', { name: 'Order' });
    fireEvent.change(order, { target: { value: typed } });
    expect((order as HTMLInputElement).value).toBe(typed);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.mock.calls[0]?.[0].order).toBe(value));
    await i18n.changeLanguage('en');
  });

  it('shows a value it did not type in the reader’s locale, and refuses what is no number', async () => {
    await i18n.changeLanguage('fr');
    await ensureValidationMessages();
    const save = renderForm({ name: { en: 'a', fr: 'b', it: 'c' }, order: 350000 });
    const order = (await screen.findByRole('textbox', { name: 'Order' })) as HTMLInputElement;
    expect(order.value.replace(/\s/g, ' ')).toBe('350 000');
    fireEvent.change(order, { target: { value: 'douze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Order', description: /./ })).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(order.value).toBe('douze');
    await i18n.changeLanguage('en');
  });
});
