import { Modal } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import { PaymentForm } from './payment-form';

type Sent = { url: string; body: Record<string, unknown> };

/** A mouse's press on an element, as the browser fires it: pointer and mouse down, up, then the click. */
function pointerPick(element: Element) {
  fireEvent.pointerDown(element, { pointerType: 'mouse', button: 0 });
  fireEvent.mouseDown(element, { button: 0 });
  fireEvent.pointerUp(element, { pointerType: 'mouse', button: 0 });
  fireEvent.mouseUp(element, { button: 0 });
  fireEvent.click(element, { button: 0 });
}

function renderForm(answer: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!String(url).includes('/payments')) return Response.json({ data: { status: 'ok' } });
      sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
  const onDone = vi.fn();
  // As on the year page: the form in a dialog, the options' list in a layer of its own.
  render(
    <TestProviders>
      <Modal opened onClose={() => {}} title="Record the payment">
        <PaymentForm applicationId={7} line="Instalment 1" dueDate="2026-12-01" stillDue={108_333} onDone={onDone} />
      </Modal>
    </TestProviders>,
  );
  return { sent, onDone };
}

const recorded = () =>
  Response.json(
    {
      data: {
        id: 1,
        dueDate: '2026-12-01',
        amount: 108_333,
        paidDate: '2026-12-02',
        operator: 'ORANGE_MONEY',
        reference: 'OM1',
      },
    },
    { status: 201 },
  );

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('beneficiaries');
  await ensureValidationMessages();
});

async function pickOperator(name: string) {
  const select = await screen.findByLabelText(/Operator/, { selector: 'input' });
  pointerPick(select);
  // jsdom lays nothing out, so the list's position hides it inside the dialog: it is found as it is, hidden or not.
  const listbox = await screen.findByRole('listbox', { hidden: true });
  pointerPick(within(listbox).getByRole('option', { name, hidden: true }));
  return select as HTMLInputElement;
}

describe('the payment form', () => {
  it('takes the operator picked with the mouse, the one already shown included', async () => {
    const { sent } = renderForm(recorded);
    const select = await pickOperator('MTN Mobile Money');
    expect(select.value).toBe('MTN Mobile Money');
    fireEvent.change(screen.getByRole('textbox', { name: /Transaction reference/ }), { target: { value: 'MP1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      dueDate: '2026-12-01',
      amount: 108_333,
      operator: 'MTN_MOMO',
      reference: 'MP1',
    });
    expect(screen.queryByText('Invalid value')).toBeNull();
  });

  it('takes another operator picked with the mouse', async () => {
    const { sent } = renderForm(recorded);
    const select = await pickOperator('Orange Money');
    expect(select.value).toBe('Orange Money');
    fireEvent.change(screen.getByRole('textbox', { name: /Transaction reference/ }), { target: { value: 'OM1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ operator: 'ORANGE_MONEY', reference: 'OM1' });
  });

  it('puts each refusal of the server on its field, and one about no field above the buttons', async () => {
    const { sent, onDone } = renderForm(() =>
      Response.json(
        {
          status: 409,
          code: 'CONFLICT',
          message: 'The payment is more than is still due on December 1, 2026: 8,333 FCFA',
          fieldErrors: [
            {
              field: 'amount',
              code: 'validation.overDue',
              message: 'More than is still due on this due date (8,333 FCFA)',
            },
            { field: 'reference', code: 'validation.referenceUsed', message: 'This reference is already recorded' },
          ],
        },
        { status: 409 },
      ),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Transaction reference/ }), {
      target: { value: 'MP1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('More than is still due on this due date (8,333 FCFA)')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Transaction reference/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This reference is already recorded')).toBeTruthy();
    // Both belong to a field: the answer's own sentence is not repeated above the buttons.
    expect(screen.queryByText(/still due on December 1/)).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the due date’s refusal on the due date, and one about no field above the buttons', async () => {
    const answers = [
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid',
        fieldErrors: [{ field: 'dueDate', code: 'validation.notADueDate', message: 'Choose one of the due dates' }],
      },
      { status: 409, code: 'PLACE_WITHDRAWN', message: 'The place was withdrawn' },
    ];
    let call = 0;
    renderForm(() => {
      const answer = answers[call++]!;
      return Response.json(answer, { status: answer.status });
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Transaction reference/ }), {
      target: { value: 'MP1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    const dueDate = screen.getByLabelText(/Due date/);
    await waitFor(() => expect(dueDate.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose one of the due dates')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('The place was withdrawn')).toBeTruthy();
  });
});
