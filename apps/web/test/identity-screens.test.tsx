import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/admin/auth/LoginPage';
import { ResetPasswordPage } from '@/admin/auth/ResetPasswordPage';
import { PermissionDenied } from '@/ui/PermissionDenied';
import { jsonResponse, renderScreen } from './render';

const token = 'a'.repeat(43);

describe('identity screens', () => {
  it('asks for the authenticator code when the server says two-factor is set up', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(401, { errors: [{ code: 'auth.two_factor_required', message: 'Enter the code' }] }),
    );
    await renderScreen(<LoginPage />, { fetch });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'Secret-1!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('group', { name: 'Authentication code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the recovery link from the sign-in page', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { ok: true }));
    await renderScreen(<LoginPage />, { fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'staff@venue.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText(/If staff@venue.test belongs to a user/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/password-reset',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('checks the new password against the policy and the confirmation before sending', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, {
        kind: 'invitation',
        email: 'n@v.test',
        firstName: 'Nora',
        accountName: 'Demo Theatre',
      }),
    );
    await renderScreen(
      <Routes>
        <Route path="/admin/v2/auth/reset-password/:token" element={<ResetPasswordPage />} />
      </Routes>,
      { fetch, path: `/admin/v2/auth/reset-password/${token}` },
    );
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/, { selector: 'input' }), {
      target: { value: 'weak' },
    });
    fireEvent.change(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), {
      target: { value: 'other' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Your passwords do not match')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the spec’s reset error for a used or expired link', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(400, { errors: [{ code: 'auth.reset_token_invalid', message: 'x' }] }),
    );
    await renderScreen(
      <Routes>
        <Route path="/admin/v2/auth/reset-password/:token" element={<ResetPasswordPage />} />
      </Routes>,
      { fetch, path: `/admin/v2/auth/reset-password/${token}` },
    );
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('may have been used already or has expired'));
  });

  it('words a denial as the spec does, in the reader’s language', async () => {
    await renderScreen(<PermissionDenied />, { locale: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Permission refusée. Vous n’avez pas le niveau d’accès nécessaire pour voir cette page.',
    );
  });
});
