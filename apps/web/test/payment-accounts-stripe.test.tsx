import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentAccountsSection } from '@/admin/payment-settings/PaymentAccountsSection';
import { jsonResponse, renderScreen } from './render';

const stored = {
  id: 4,
  name: 'Main Stripe',
  processor: 'Stripe',
  isLive: true,
  onboardingComplete: true,
  hasCredentials: true,
  credentialsHint: 'sk_live_…9xQz',
};

describe('payment accounts: a Stripe account’s keys', () => {
  it('shows only the hint of the stored secret key, and sends the three keys when they are typed', async () => {
    const sent: unknown[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, stored);
      }
      return jsonResponse(200, String(url).includes('payment-accounts') ? [stored] : []);
    });
    await renderScreen(<PaymentAccountsSection />, { fetch });
    expect(await screen.findByText('sk_live_…9xQz')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /edit/i }));
    expect(await screen.findByText('Leave the three keys empty to keep the stored ones.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'sk_live_new4242' } });
    fireEvent.change(screen.getByLabelText('Publishable key'), { target: { value: 'pk_live_new4242' } });
    fireEvent.change(screen.getByLabelText('Webhook signing secret'), { target: { value: 'whsec_new4242' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      processor: 'Stripe',
      stripe: {
        secretKey: 'sk_live_new4242',
        publishableKey: 'pk_live_new4242',
        webhookSigningSecret: 'whsec_new4242',
      },
    });
    expect(sent[0]).not.toHaveProperty('credentials');
  });
});
