import { randomBytes } from 'node:crypto';
import type { CardRecord } from './stripe-cards';
import type { StripeLedger } from './stripe-ledger';
import { fail, type Json, missing, newId, type Params, type StripeFailure } from './stripe-wire';

/** A Terminal reader the local server simulates (Stripe's simulated WisePOS E). */
interface Reader {
  account: string;
  id: string;
  label: string;
  status: 'online' | 'offline';
  action: {
    type: 'process_payment_intent';
    status: 'in_progress' | 'succeeded' | 'failed';
    paymentIntent: string;
    failureCode: string | null;
    failureMessage: string | null;
  } | null;
  /** The card the next payment is presented with at once (a buyer who taps straight away). */
  autoPresent: string | null;
}

/** A card presented on a reader: what a `card_present` PaymentMethod holds. */
function presentedCard(number: string): CardRecord {
  const brand = /^4/.test(number) ? 'visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'mastercard' : 'unknown';
  return { number, brand, last4: number.slice(-4), funding: 'credit', expMonth: 12, expYear: 2030 };
}

/**
 * Stripe Terminal as the local server answers it (decisions/0090): connection tokens, readers
 * (registered with the simulated reader's code `simulated-wpe`), the server-driven
 * `process_payment_intent` and `cancel_action`, and the test helper
 * `present_payment_method` that stands for a card tapped on the reader, as Stripe's test mode
 * has it. A presented card is one of Stripe's magic cards (4242… succeeds, …0002 declines,
 * …9995 has insufficient funds); the intent is confirmed through the ledger as any card.
 */
export class TerminalSimulation {
  readonly readers = new Map<string, Reader>();

  constructor(private readonly ledger: StripeLedger) {}

  /** Answers a Terminal request, or null when the path is not Terminal's. */
  route(method: string, path: string, params: Params, account: string): Json | null {
    const parts = path.split('/').filter(Boolean);
    if (parts[1] === 'terminal') {
      const [, , resource, id, action] = parts;
      if (resource === 'connection_tokens' && method === 'POST' && !id)
        return {
          object: 'terminal.connection_token',
          secret: `pst_test_${randomBytes(18).toString('hex')}`,
          location: typeof params.location === 'string' ? params.location : null,
        };
      if (resource === 'readers') {
        if (method === 'POST' && !id) return this.register(account, params);
        const reader = this.readers.get(id ?? '');
        if (!reader || reader.account !== account) throw missing(id ?? '', 'reader');
        if (method === 'GET' && !action) return this.json(reader);
        if (method === 'POST' && action === 'process_payment_intent') return this.process(reader, params);
        if (method === 'POST' && action === 'cancel_action') return this.cancelAction(reader);
      }
      return null;
    }
    if (parts[1] === 'test_helpers' && parts[2] === 'terminal' && parts[3] === 'readers') {
      const reader = this.readers.get(parts[4] ?? '');
      if (!reader || reader.account !== account) throw missing(parts[4] ?? '', 'reader');
      if (method === 'POST' && parts[5] === 'present_payment_method') {
        const card = (params.card_present ?? {}) as Record<string, string>;
        return this.present(reader, card.number ?? '4242424242424242');
      }
    }
    return null;
  }

  /** A reader registered directly (tests): answers its id. */
  addReader(account: string, label: string): string {
    return (this.register(account, { registration_code: 'simulated-wpe', label }) as { id: string }).id;
  }

  private register(account: string, params: Params): Json {
    if (params.registration_code !== 'simulated-wpe')
      throw fail(400, 'invalid_request_error', 'The registration code is invalid.', {
        code: 'terminal_reader_registration_code_invalid',
        param: 'registration_code',
      });
    const reader: Reader = {
      account,
      id: newId('tmr'),
      label: typeof params.label === 'string' ? params.label : 'Simulated reader',
      status: 'online',
      action: null,
      autoPresent: null,
    };
    this.readers.set(reader.id, reader);
    return this.json(reader);
  }

  private process(reader: Reader, params: Params): Json {
    if (reader.status === 'offline')
      throw fail(400, 'invalid_request_error', 'Reader is currently offline.', {
        code: 'terminal_reader_offline',
      });
    if (reader.action?.status === 'in_progress')
      throw fail(409, 'invalid_request_error', 'Reader is currently busy processing another request.', {
        code: 'terminal_reader_busy',
      });
    const intentId = String(params.payment_intent ?? '');
    const intent = this.ledger.intents.get(intentId);
    if (!intent || intent.account !== reader.account) throw missing(intentId, 'payment_intent');
    reader.action = {
      type: 'process_payment_intent',
      status: 'in_progress',
      paymentIntent: intentId,
      failureCode: null,
      failureMessage: null,
    };
    if (reader.autoPresent) this.present(reader, reader.autoPresent);
    return this.json(reader);
  }

  private present(reader: Reader, number: string): Json {
    const action = reader.action;
    if (action?.status !== 'in_progress')
      throw fail(400, 'invalid_request_error', 'The reader has no action in progress.', {
        code: 'terminal_reader_action_unexpected_state',
      });
    const intent = this.ledger.intents.get(action.paymentIntent)!;
    const refused: StripeFailure | null = this.ledger.presentCard(intent, presentedCard(number));
    if (refused) {
      action.status = 'failed';
      action.failureCode = String(refused.body.decline_code ?? refused.body.code ?? 'card_declined');
      action.failureMessage = String(refused.body.message);
    } else action.status = 'succeeded';
    return this.json(reader);
  }

  private cancelAction(reader: Reader): Json {
    if (reader.action?.status === 'in_progress') {
      reader.action.status = 'failed';
      reader.action.failureCode = 'canceled';
      reader.action.failureMessage = 'The action was canceled.';
    }
    return this.json(reader);
  }

  private json(reader: Reader): Json {
    const a = reader.action;
    return {
      id: reader.id,
      object: 'terminal.reader',
      device_type: 'simulated_wisepos_e',
      label: reader.label,
      livemode: false,
      location: null,
      metadata: {},
      serial_number: `SIM-${reader.id.slice(-8)}`,
      status: reader.status,
      action: a
        ? {
            type: a.type,
            status: a.status,
            failure_code: a.failureCode,
            failure_message: a.failureMessage,
            process_payment_intent: { payment_intent: a.paymentIntent },
          }
        : null,
    };
  }
}
