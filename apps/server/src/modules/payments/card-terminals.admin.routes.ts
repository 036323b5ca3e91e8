import { getStripeTerminalConnectionToken, listCardTerminalWorkstations } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { terminalConnectionToken } from './card-terminals.service';
import { readerWorkstations } from './card-terminals.store';

export const cardTerminalAdminRoutes = [
  implement(getStripeTerminalConnectionToken, async ({ deps, accountId, query }) => ({
    token: await terminalConnectionToken(
      { db: deps.db, now: deps.now, config: deps.config },
      accountId,
      query.paymentAccountId,
    ),
  })),
  implement(listCardTerminalWorkstations, async ({ deps, accountId }) => ({
    items: (await readerWorkstations(deps.db, accountId)).map((w) => ({
      id: w.id,
      name: w.name,
      venueName: w.venue_name,
      cardTerminalLabel: w.card_terminal_label || w.card_terminal_id,
    })),
  })),
];
