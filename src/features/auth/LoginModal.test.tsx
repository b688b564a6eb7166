import { Login, RequestPasswordReset } from '../../api/calls/session.ts';
import { passwordReset } from '../../config/password-reset.ts';
import { ApiError } from '../../api/errors.ts';
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportDialogs } from '../../components/ui/dialog.test-support.ts';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));
vi.mock('../session/navigate.ts', () => ({ goTo: vi.fn(), redirectTo: vi.fn() }));

const { default: AuthEntry } = await import('./AuthEntry.tsx');

describe('login modal', () => {
  beforeAll(supportDialogs);
  afterEach(() => {
    cleanup();
    call.mockReset();
  });

  it('opens from Login as a named dialog and locks page scrolling until closed', async () => {
    render(<AuthEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Become an Insider' })).toBeTruthy();
    expect(document.documentElement.classList.contains('modal-open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.classList.contains('modal-open')).toBe(false);
  });

  it('validates the fields when they are left and on submit', async () => {
    render(<AuthEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.blur(screen.getByRole('textbox', { name: 'Username or email' }));
    expect(await screen.findByText('Username or email is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the sign-in failure in the modal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    call.mockRejectedValueOnce(new ApiError('HTTP 401', { status: 401, call: 'Login' }));
    render(<AuthEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Username or email' }), { target: { value: 'dealer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Invalid  username or password'), {
      timeout: 5000,
    });
    expect(call).toHaveBeenCalledWith(Login, { Email: 'dealer', Password: 'nope' });
  });

  it('stays open and says why when the profile cannot load after the password was accepted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    call
      .mockResolvedValueOnce({ token: 'a.b.c', userId: 7 })
      .mockRejectedValueOnce(new ApiError('HTTP 500', { status: 500, call: 'ParseProperties' }));
    render(<AuthEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Username or email' }), { target: { value: 'dealer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'You were signed in, but your account details could not be loaded. Please try again.',
      ),
    );
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('Request Register swaps to the registration request modal', () => {
    render(<AuthEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request Register' }));
    expect(screen.getByRole('dialog', { name: 'Request Register' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull();
  });

  it('asks for a reset link under Forgot password?, telling nothing of whether the account exists', async () => {
    call.mockResolvedValueOnce({ status: 200 });
    render(<AuthEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Forgot password?' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' })));
    expect(await within(form).findByText('Username or email is required')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Username or email' }), { target: { value: 'dealer' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' })));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(passwordReset.sentText));
    expect(call).toHaveBeenCalledWith(RequestPasswordReset, { Login: 'dealer' });

    fireEvent.click(within(form).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
