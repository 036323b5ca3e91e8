import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/admin/auth/LoginPage';
import { jsonResponse, renderScreen } from './render';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('flags empty and malformed fields without calling the server', async () => {
    const fetch = vi.fn();
    await renderScreen(<LoginPage />, { fetch });
    fillAndSubmit('', '');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fillAndSubmit('not-an-email', 'secret');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the spec message for a wrong password, in the reader’s language', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(401, {
        errors: [
          { code: 'auth.invalid_credentials', message: 'Unable to login with this email and password.' },
        ],
      }),
    );
    await renderScreen(<LoginPage />, { fetch });
    fillAndSubmit('admin@demo.tessera.test', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid login attempt.');
    expect(alert.textContent).toContain('Unable to login with this email and password.');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
