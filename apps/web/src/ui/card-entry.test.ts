import { describe, expect, it } from 'vitest';
import { readCard } from './card-entry';

describe('readCard', () => {
  it('takes a typed card as the API wants it: spaces out of the number, the expiry as month and year', () => {
    expect(
      readCard({ number: '4242 4242 4242 4242', expiry: '12 / 29', cvc: ' 123 ', name: ' Ada ' }),
    ).toEqual({
      problems: {},
      card: { number: '4242424242424242', expMonth: 12, expYear: 2029, cvc: '123', name: 'Ada' },
    });
  });

  it('names every field that is plainly wrong, and gives no card', () => {
    expect(readCard({ number: '4242', expiry: '1229', cvc: '12', name: '' })).toEqual({
      problems: {
        'card.number': 'shopBuy.payment.cardNumberInvalid',
        'card.expiry': 'shopBuy.payment.expiryInvalid',
        'card.cvc': 'shopBuy.payment.cvcInvalid',
      },
      card: null,
    });
  });
});
