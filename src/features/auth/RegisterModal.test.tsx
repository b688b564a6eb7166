import { RegisterDealer } from '../../api/calls/forms.ts';
import { ValidateCaptcha } from '../../api/calls/visitor.ts';
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportDialogs } from '../../components/ui/dialog.test-support.ts';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));

const { ModalHost } = await import('./ModalHost.tsx');
const { openModal } = await import('../session/modal.store.ts');

function openRegister() {
  render(<ModalHost />);
  act(() => openModal('register'));
  return screen.getByRole('dialog', { name: 'Request Register' });
}

describe('registration request modal', () => {
  beforeAll(supportDialogs);
  afterEach(() => {
    cleanup();
    call.mockReset();
    vi.restoreAllMocks();
  });

  it('asks for at least a name and an email', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const dialog = openRegister();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalled());
    expect(alert).toHaveBeenCalledWith('Please provide at least name and email.');
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps shipping equal to billing while Same as billing is ticked', () => {
    const dialog = openRegister();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Same as billing' }));
    const billing = within(dialog).getByRole('group', { name: 'Billing address' });
    const shipping = within(dialog).getByRole('group', { name: 'Shipping address' });
    fireEvent.change(within(billing).getByRole('textbox', { name: 'Zip' }), { target: { value: '89118' } });
    expect(within(shipping).getByRole('textbox', { name: 'Zip' })).toHaveProperty('value', '89118');
  });

  it('shows the overlay while sending, then the Thank you popup, and resets the form', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockImplementation((definition: unknown) =>
      definition === ValidateCaptcha
        ? Promise.resolve('signed-pass')
        : new Promise((resolve) => {
            answer = resolve;
          }),
    );
    const dialog = openRegister();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Dana' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'dana@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Submitting registration...')).toBeTruthy();
    await act(async () => answer({ status: 200, id: 1 }));
    expect(call).toHaveBeenCalledWith(ValidateCaptcha, { captcha: expect.any(String) });
    expect(call).toHaveBeenCalledWith(
      RegisterDealer,
      expect.objectContaining({ name: 'Dana', email: 'dana@example.com', usertype: 'dealer' }),
      { headers: { 'X-Human-Pass': 'signed-pass' } },
    );
    const thanks = screen.getByRole('dialog', { name: 'Thank you!' });
    expect(thanks.textContent).toContain('The product team has been notified and will get back to you soon.');
    act(() => openModal('register'));
    expect(
      within(screen.getByRole('dialog', { name: 'Request Register' })).getByRole('textbox', { name: 'Name' }),
    ).toHaveProperty('value', '');
  });

  it('sends nothing when human verification is rejected, and keeps what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    call.mockResolvedValue(false);
    const dialog = openRegister();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Dana' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'dana@example.com' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' })));
    expect(call.mock.calls.map(([definition]) => definition)).toEqual([ValidateCaptcha]);
    expect(within(dialog).queryByText('Submitting registration...')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Dana');
  });

  it('hides the overlay when sending fails and keeps what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    call.mockRejectedValue(new Error('500'));
    const dialog = openRegister();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Dana' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'dana@example.com' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' })));
    expect(within(dialog).queryByText('Submitting registration...')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Dana');
  });
});
