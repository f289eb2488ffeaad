import { Button } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import { useApiForm } from './use-api-form';

const schema = z.object({ email: z.string().min(1), town: z.string().max(5) });

function Harness({ onSave }: { onSave: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useApiForm(schema, { email: '', town: '' });
  const submit = form.submit((values) => onSave(values).catch(form.setServerError));
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="email" label="E-mail" />
      <TextField form={form} name="town" label="Town" />
      <FormAlert error={form.formError} />
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderForm(onSave: (values: z.output<typeof schema>) => Promise<unknown> = vi.fn(async () => undefined)) {
  render(
    <TestProviders>
      <Harness onSave={onSave} />
    </TestProviders>,
  );
  return onSave;
}

const refusal = (fieldErrors: { field: string; code: string; message: string }[]) =>
  new ApiError({ status: 409, code: 'CONFLICT', message: 'Not saved', fieldErrors });

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { status: 'ok' } })),
  );
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await ensureValidationMessages();
});

describe('useApiForm', () => {
  it('checks the shared schema with the validation catalog, in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    await ensureValidationMessages();
    const save = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends what the schema gives once every field is right', async () => {
    const save = renderForm();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ama@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ email: 'ama@example.org', town: '' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the server’s field errors on their fields and nothing in the alert', async () => {
    renderForm(async () => {
      throw refusal([{ field: 'email', code: 'conflict', message: 'This address is taken' }]);
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ama@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This address is taken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  it('shows in the alert what belongs to no field of the form, and clears it on the next try', async () => {
    let answer: ApiError | null = refusal([
      { field: 'town', code: 'invalid', message: 'validation.required' },
      { field: 'token', code: 'expired', message: 'Link expired' },
    ]);
    renderForm(async () => {
      if (answer) throw answer;
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ama@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved');
    // A key of the shared catalog coming back from the server is shown in words.
    expect(screen.getByText('This field is required')).toBeTruthy();
    answer = null;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a failure without field errors (offline, a server fault) in the alert', async () => {
    renderForm(async () => {
      throw new ApiError({ status: 0, code: 'OFFLINE', message: 'You are offline' });
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ama@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ama@example.org');
  });
});
