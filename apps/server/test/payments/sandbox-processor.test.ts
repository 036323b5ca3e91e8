import { paymentProcessor } from '@/modules/payments/processors.service';
import { freshDatabase } from '../database';
import { createAccount } from '../factories';
import { describePaymentProcessorContract } from './processor-contract';

/** The built-in sandbox adapter against the port's contract, on its ledger in a database of its own. */
describePaymentProcessorContract(
  'the built-in sandbox',
  async () => {
    const database = await freshDatabase();
    const account = await createAccount(database.db);
    let now = new Date('2026-11-22T15:00:00Z');
    return {
      processor: paymentProcessor('sandbox', { db: database.db, now: () => now }),
      merchant: { accountId: account.id, paymentAccountId: null },
      advance(ms) {
        now = new Date(now.getTime() + ms);
      },
      now: () => now,
      close: () => database.close(),
    };
  },
  {
    approved: '4242424242424242',
    declined: '4000000000000002',
    insufficientFunds: '4000000000009995',
    refundFailsOnce: '4000000000007726',
    typedCards: true,
    reauthorizesVoided: true,
  },
);
