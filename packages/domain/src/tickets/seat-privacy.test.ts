import { describe, expect, it } from 'vitest';
import { ticketLayout } from './layout';
import { buyerSeatLocation, hidesSeatLocations } from './seat-privacy';

describe('hidesSeatLocations', () => {
  it('hides on group sales and house seats only when the setting is on', () => {
    expect(hidesSeatLocations('GroupSales', true)).toBe(true);
    expect(hidesSeatLocations('HouseSeats', true)).toBe(true);
    expect(hidesSeatLocations('GroupSales', false)).toBe(false);
    expect(hidesSeatLocations('HouseSeats', false)).toBe(false);
  });

  it('never hides on the other channels', () => {
    for (const channel of ['Web', 'PointOfSale', 'CallCenter', 'Outlet', 'API']) {
      expect(hidesSeatLocations(channel, true)).toBe(false);
    }
  });
});

describe('buyerSeatLocation', () => {
  const ticket = { section: 'Stalls', row: 'C', seat: '4' };
  it('gives the place, or nulls when hidden', () => {
    expect(buyerSeatLocation(ticket, false)).toEqual(ticket);
    expect(buyerSeatLocation(ticket, true)).toEqual({ section: null, row: null, seat: null });
  });
});

describe('ticketLayout with the seat hidden', () => {
  const facts = {
    barcode: '123',
    eventName: 'Tosca',
    nameLines: [],
    startsAt: new Date('2027-03-01T19:30:00Z'),
    timeZone: 'UTC',
    venueName: 'Hall',
    section: 'Stalls',
    row: 'C',
    seat: '4',
    priceTypeName: null,
    price: 4500,
    currency: 'USD',
    orderNumber: '7',
    buyerName: 'Ada',
    ticketTexts: [],
  };
  it('prints that the venue assigns the seat, in the reader language', () => {
    expect(ticketLayout({ ...facts, hideSeat: true }, 'fr').place).toBe('Place attribuée sur place');
    expect(ticketLayout(facts, 'en-US').place).toBe('Section Stalls · Row C · Seat 4');
  });
});
