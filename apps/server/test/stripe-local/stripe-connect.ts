import type { Json, Params } from './stripe-wire';
import { fail, missing, newId } from './stripe-wire';

/** A connected account of a platform account, as the local server keeps it. */
interface ConnectedAccount {
  platform: string;
  id: string;
  email: string | null;
  country: string;
  type: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  metadata: Record<string, string>;
  created: number;
}

/**
 * Stripe Connect as the local server answers it (decisions/0090): connected accounts of a
 * platform (`POST /v1/accounts`, `GET /v1/accounts/:id`), onboarding links
 * (`POST /v1/account_links`) and Stripe's hosted onboarding page, here one page at
 * `/connect/onboarding/:id` that finishes onboarding when visited and sends the person back to
 * the link's return address. A request made with the platform's key and `Stripe-Account: acct_…`
 * acts on that connected account: its intents are its own (the local server's account is
 * `acct_…`).
 */
export class ConnectSimulation {
  readonly accounts = new Map<string, ConnectedAccount>();
  private readonly links = new Map<string, { account: string; returnUrl: string }>();

  constructor(
    private readonly now: () => number,
    private readonly baseUrl: () => URL,
    /** Queues an event of a connected account (Stripe sends it to its platform's Connect endpoint). */
    private readonly emit: (account: string, type: string, object: Json) => void = () => {},
  ) {}

  /** The platform a connected account belongs to; null when the account is not a connected one. */
  platformOf(account: string): string | null {
    return this.accounts.get(account)?.platform ?? null;
  }

  /** The account a request acts on: the connected account named by `Stripe-Account`, when the key's platform owns it. */
  actingAccount(keyAccount: string, stripeAccount: string | null): string {
    if (!stripeAccount) return keyAccount;
    const connected = this.accounts.get(stripeAccount);
    if (connected?.platform !== keyAccount)
      throw fail(
        403,
        'invalid_request_error',
        `The provided key does not have access to account '${stripeAccount}'.`,
        {
          code: 'account_invalid',
        },
      );
    return stripeAccount;
  }

  route(method: string, path: string, params: Params, account: string): Json | null {
    const [, resource, id] = path.split('/').filter(Boolean);
    if (resource === 'accounts') {
      if (method === 'POST' && !id) return this.create(account, params);
      const found = this.accounts.get(id ?? '');
      if (!found || found.platform !== account) throw missing(id ?? '', 'account');
      if (method === 'GET') return this.json(found);
    }
    if (resource === 'account_links' && method === 'POST' && !id) {
      const target = this.accounts.get(String(params.account ?? ''));
      if (!target || target.platform !== account) throw missing(String(params.account ?? ''), 'account');
      if (typeof params.return_url !== 'string' || typeof params.refresh_url !== 'string')
        throw fail(400, 'invalid_request_error', 'Missing required param: return_url.', {
          code: 'parameter_missing',
          param: 'return_url',
        });
      const token = newId('link');
      this.links.set(token, { account: target.id, returnUrl: params.return_url });
      return {
        object: 'account_link',
        created: this.now(),
        expires_at: this.now() + 300,
        url: new URL(`/connect/onboarding/${token}`, this.baseUrl()).href,
      };
    }
    return null;
  }

  /** Stripe's hosted onboarding, finished at once: answers where to send the person, or null. */
  onboard(token: string): string | null {
    const link = this.links.get(token);
    if (!link) return null;
    this.finishOnboarding(link.account);
    return link.returnUrl;
  }

  /** The connected account's owner has given everything Stripe asks for: it can take charges. */
  finishOnboarding(id: string): void {
    const found = this.accounts.get(id);
    if (!found) throw new Error(`no account ${id}`);
    found.detailsSubmitted = true;
    found.chargesEnabled = true;
    this.emit(found.id, 'account.updated', this.json(found));
  }

  private create(platform: string, params: Params): Json {
    if (platform.startsWith('acct_'))
      throw fail(400, 'invalid_request_error', 'A connected account cannot create accounts.');
    const account: ConnectedAccount = {
      platform,
      id: newId('acct'),
      email: typeof params.email === 'string' ? params.email : null,
      country: typeof params.country === 'string' ? params.country : 'US',
      type: typeof params.type === 'string' ? params.type : 'standard',
      detailsSubmitted: false,
      chargesEnabled: false,
      metadata: { ...((params.metadata as Record<string, string>) ?? {}) },
      created: this.now(),
    };
    this.accounts.set(account.id, account);
    return this.json(account);
  }

  private json(a: ConnectedAccount): Json {
    return {
      id: a.id,
      object: 'account',
      type: a.type,
      country: a.country,
      email: a.email,
      created: a.created,
      metadata: a.metadata,
      details_submitted: a.detailsSubmitted,
      charges_enabled: a.chargesEnabled,
      payouts_enabled: a.chargesEnabled,
      requirements: {
        currently_due: a.detailsSubmitted ? [] : ['business_profile.url', 'external_account'],
        disabled_reason: a.chargesEnabled ? null : 'requirements.past_due',
      },
    };
  }
}
