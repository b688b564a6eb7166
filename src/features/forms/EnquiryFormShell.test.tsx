// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactFields } from './ContactFields.tsx';
import { EnquiryFormShell } from './EnquiryFormShell.tsx';
import { createFormStatus } from './form-status.store.ts';
import * as z from 'zod/mini';
import { emailRule, nonEmpty } from '../../api/rules.ts';
import type { FormValues } from './form-values.ts';
import { useEnquiryForm } from './use-schema-form.ts';

const rules = z.object({ firstName: nonEmpty('First name is required'), email: emailRule() });
const status = createFormStatus({ verify: async () => 'pass-1' });

function TestForm({ send }: { send: (values: FormValues, pass: string) => Promise<unknown> }) {
  const form = useEnquiryForm('test', rules);
  return (
    <EnquiryFormShell form={form} label="Test" status={status} send={send}>
      <ContactFields form={form} fields={['firstName', 'email']} required={['firstName', 'email']} />
    </EnquiryFormShell>
  );
}

describe('an enquiry form', () => {
  afterEach(() => {
    cleanup();
    status.reset();
  });

  it('checks a field on leaving it and ties the message to the input', async () => {
    render(<TestForm send={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.blur(input, { target: { value: 'ann@' } });
    await waitFor(() => expect(input).toHaveProperty('ariaInvalid', 'true'));
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Please enter a valid email');
    expect(error?.getAttribute('role')).toBe('alert');
  });

  it('blocks a failing submit, focuses the first invalid field and sends nothing', async () => {
    const send = vi.fn();
    render(<TestForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' })));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends valid values with the verification pass, then shows the result', async () => {
    const send = vi.fn(async () => ({ status: 200, id: 1 }));
    render(<TestForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Form submitted successfully!')).toBeTruthy());
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ann', email: 'ann@example.com' }),
      'pass-1',
    );
  });
});
