import {
  type AdminRole,
  adminRoleIds,
  allowsEvent,
  allowsItem,
  allowsReport,
  allowsWebhook,
  apiPromoCodeFor,
  displayRuleApplies,
  eventsScopeApplies,
  type GroupPolicy,
  type RestrictionKind,
  type Restrictions,
  restrictionKinds,
  type StaffSaleRequest,
  salePolicyProblem,
  salesChannelFor,
  seatDisplayLimitFor,
  seatsBeyondDisplayLimit,
  unrestricted,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const policy = (overrides: Partial<GroupPolicy> = {}): GroupPolicy => ({
  role: 'CallCenter',
  restrictions: unrestricted,
  eventsScope: 'all',
  eventsScopeIds: [],
  requirePromoCode: false,
  defaultApiPromoCode: null,
  seatDisplayLimit: null,
  salesChannelOverride: null,
  displayRules: {
    hideCustomerDataInReports: false,
    hidePriceOnConsumerElements: false,
    useRetailPriceForOutletSales: false,
  },
  ...overrides,
});
const restricted = (lists: Partial<Record<RestrictionKind, string[]>>): Restrictions => ({
  ...unrestricted,
  ...lists,
});

const arbitraryRestrictions = fc.record(
  Object.fromEntries(
    restrictionKinds.map((k) => [
      k,
      fc.option(fc.array(fc.string({ minLength: 1, maxLength: 8 })), { nil: null }),
    ]),
  ) as Record<RestrictionKind, fc.Arbitrary<string[] | null>>,
);
const arbitraryItem = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.record({ id: fc.integer({ min: 1 }), name: fc.option(fc.string(), { nil: null }) }),
);
const arbitrarySale: fc.Arbitrary<StaffSaleRequest> = fc.record(
  {
    events: fc.array(fc.record({ eventTemplateId: fc.option(fc.nat(), { nil: null }), venueId: fc.nat() })),
    holds: fc.array(arbitraryItem),
    saleTypes: fc.array(arbitraryItem),
    feeClasses: fc.array(arbitraryItem),
    seatMapActions: fc.array(fc.string()),
    promoCode: fc.option(fc.record({ code: fc.string(), promotionId: fc.option(fc.nat(), { nil: null }) }), {
      nil: null,
    }),
    completes: fc.boolean(),
    payments: fc.array(
      fc.record({ type: fc.string(), compType: arbitraryItem, customPayment: arbitraryItem }),
    ),
  },
  { requiredKeys: [] },
);

describe('group policy: the restriction lists', () => {
  it('never restricts an admin, whatever the group says', () => {
    fc.assert(
      fc.property(
        arbitraryRestrictions,
        fc.constantFrom(...restrictionKinds),
        arbitraryItem,
        arbitrarySale,
        fc.array(fc.nat()),
        (restrictions, kind, item, sale, scopeIds) => {
          const admin = policy({
            role: 'Admin',
            restrictions,
            eventsScope: 'venues',
            eventsScopeIds: scopeIds,
            requirePromoCode: true,
            seatDisplayLimit: 1,
          });
          expect(allowsItem(admin, kind, item)).toBe(true);
          expect(salePolicyProblem(admin, sale)).toBeNull();
          expect(allowsEvent(admin, { eventTemplateId: null, venueId: 1 })).toBe(true);
          expect(seatDisplayLimitFor(admin)).toBeNull();
        },
      ),
    );
  });

  it('lets an unrestricted list allow everything, for every role', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...adminRoleIds),
        fc.constantFrom(...restrictionKinds),
        arbitraryItem,
        (role, kind, item) => {
          expect(allowsItem(policy({ role }), kind, item)).toBe(true);
        },
      ),
    );
  });

  it('allows an empty list nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...restrictionKinds), arbitraryItem, (kind, item) => {
        expect(allowsItem(policy({ restrictions: restricted({ [kind]: [] }) }), kind, item)).toBe(false);
      }),
    );
  });

  it('matches a listed entry by id or name, ignoring case and spaces', () => {
    const p = policy({
      restrictions: restricted({ holds: [' house seats', '12'], paymentTypes: ['CreditCard'] }),
    });
    expect(allowsItem(p, 'holds', { id: 3, name: 'House Seats' })).toBe(true);
    expect(allowsItem(p, 'holds', { id: 12, name: 'VIP' })).toBe(true);
    expect(allowsItem(p, 'holds', { id: 4, name: 'VIP' })).toBe(false);
    expect(allowsItem(p, 'paymentTypes', 'creditcard')).toBe(true);
    expect(allowsItem(p, 'paymentTypes', 'Cash')).toBe(false);
  });

  it('answers reports and webhooks from their lists', () => {
    const p = policy({
      role: 'BoxOfficeSupervisor',
      restrictions: restricted({ reports: ['Sales'], webhooks: ['7'] }),
    });
    expect(allowsReport(p, 'sales')).toBe(true);
    expect(allowsReport(p, { id: 'transactions', name: 'Transactions' })).toBe(false);
    expect(allowsWebhook(p, 7)).toBe(true);
    expect(allowsWebhook(p, 8)).toBe(false);
    expect(allowsReport(policy({ role: 'Admin', restrictions: restricted({ reports: [] }) }), 'sales')).toBe(
      true,
    );
  });
});

describe('group policy: events scope', () => {
  it('scopes by event template or venue; an event without a template is outside a template scope', () => {
    const byTemplate = policy({ eventsScope: 'eventTemplates', eventsScopeIds: [5] });
    expect(allowsEvent(byTemplate, { eventTemplateId: 5, venueId: 1 })).toBe(true);
    expect(allowsEvent(byTemplate, { eventTemplateId: 6, venueId: 1 })).toBe(false);
    expect(allowsEvent(byTemplate, { eventTemplateId: null, venueId: 5 })).toBe(false);
    const byVenue = policy({ eventsScope: 'venues', eventsScopeIds: [1] });
    expect(allowsEvent(byVenue, { eventTemplateId: 9, venueId: 1 })).toBe(true);
    expect(allowsEvent(byVenue, { eventTemplateId: 9, venueId: 2 })).toBe(false);
    expect(eventsScopeApplies(byVenue)).toBe(true);
    expect(eventsScopeApplies(policy())).toBe(false);
  });
});

describe('group policy: a whole staff sale', () => {
  const everything = policy({
    restrictions: Object.fromEntries(restrictionKinds.map((k) => [k, []])) as unknown as Restrictions,
    eventsScope: 'venues',
    eventsScopeIds: [1],
    requirePromoCode: true,
  });
  const sale: StaffSaleRequest = {
    events: [{ eventTemplateId: 1, venueId: 2 }],
    holds: [{ id: 1, name: 'House seats' }],
    saleTypes: [{ id: 1, name: 'Single' }],
    feeClasses: [{ id: 1, name: 'Facility' }],
    seatMapActions: ['kill'],
    promoCode: { code: 'SPRING', promotionId: 3 },
    completes: true,
    payments: [{ type: 'Comp', compType: { id: 1, name: 'Press' } }],
  };

  it('answers the first rule broken, in order', () => {
    const order: [Partial<StaffSaleRequest>, string, string | undefined][] = [
      [{}, 'sale.event_out_of_scope', undefined],
      [{ events: [] }, 'sale.hold_not_allowed', undefined],
      [{ events: [], holds: [] }, 'sale.sale_type_not_allowed', undefined],
      [{ events: [], holds: [], saleTypes: [] }, 'sale.fee_class_not_allowed', undefined],
      [
        { events: [], holds: [], saleTypes: [], feeClasses: [] },
        'sale.seat_map_action_not_allowed',
        undefined,
      ],
      [
        { events: [], holds: [], saleTypes: [], feeClasses: [], seatMapActions: [] },
        'sale.promo_code_not_allowed',
        'promoCode',
      ],
      [
        { events: [], holds: [], saleTypes: [], feeClasses: [], seatMapActions: [], promoCode: null },
        'sale.promo_code_required',
        'promoCode',
      ],
    ];
    for (const [changes, code, field] of order) {
      expect(salePolicyProblem(everything, { ...sale, ...changes })).toEqual(
        field ? { code, field } : { code },
      );
    }
  });

  it('judges each payment: its type, then its comp or custom payment type', () => {
    const p = policy({
      restrictions: restricted({
        paymentTypes: ['Comp', 'Custom', 'Cash'],
        compTypes: ['Press'],
        customPayments: ['2'],
      }),
    });
    const judge = (payments: StaffSaleRequest['payments']) => salePolicyProblem(p, { payments });
    expect(judge([{ type: 'Cash' }, { type: 'CreditCard' }])).toEqual({
      code: 'sale.payment_type_not_allowed',
      field: 'payments.1.type',
    });
    expect(judge([{ type: 'Comp', compType: { id: 9, name: 'Staff' } }])).toEqual({
      code: 'sale.comp_type_not_allowed',
      field: 'payments.0.compTypeId',
    });
    expect(judge([{ type: 'Comp', compType: null }])?.code).toBe('sale.comp_type_not_allowed');
    expect(judge([{ type: 'Custom', customPayment: { id: 3, name: 'Invoice' } }])?.code).toBe(
      'sale.custom_payment_not_allowed',
    );
    expect(
      judge([
        { type: 'Comp', compType: { id: 9, name: 'press' } },
        { type: 'Custom', customPayment: { id: 2 } },
      ]),
    ).toBeNull();
  });

  it('asks for a promo code only when the sale completes, and only of seller roles (spec §6)', () => {
    const requires = (role: AdminRole) => policy({ role, requirePromoCode: true });
    expect(salePolicyProblem(requires('CallCenter'), { promoCode: null })).toBeNull();
    expect(salePolicyProblem(requires('CallCenter'), { promoCode: null, completes: true })?.code).toBe(
      'sale.promo_code_required',
    );
    expect(
      salePolicyProblem(requires('BoxOfficeSupervisor'), { promoCode: null, completes: true }),
    ).toBeNull();
    expect(salePolicyProblem(requires('Partner'), { promoCode: null, completes: true })).toBeNull();
  });

  it('matches a promo code by its code, its promotion id or the promotion’s own code (group codes)', () => {
    const p = policy({ restrictions: restricted({ promoCodes: ['SPRING', '42'] }) });
    const judge = (promoCode: StaffSaleRequest['promoCode']) => salePolicyProblem(p, { promoCode });
    expect(judge({ code: 'spring', promotionId: 1 })).toBeNull();
    expect(judge({ code: 'X7Q2', promotionId: 42 })).toBeNull();
    expect(judge({ code: 'G-123', promotionId: 7, promotionCode: 'Spring' })).toBeNull();
    expect(judge({ code: 'WINTER', promotionId: 8 })?.code).toBe('sale.promo_code_not_allowed');
  });

  it('allows any sale when nothing is restricted', () => {
    fc.assert(
      fc.property(arbitrarySale, fc.constantFrom(...adminRoleIds), (s, role) => {
        expect(salePolicyProblem(policy({ role }), s)).toBeNull();
      }),
    );
  });
});

describe('group policy: seat display limit', () => {
  const seat = fc.record({
    section: fc.constantFrom('S1', 'S2', 'Balcony'),
    priceLevelId: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
    available: fc.boolean(),
  });

  it('shows at most the limit of open seats per price level per section, hiding only open seats', () => {
    fc.assert(
      fc.property(fc.array(seat, { maxLength: 200 }), fc.integer({ min: 1, max: 10 }), (seats, limit) => {
        const hidden = new Set(seatsBeyondDisplayLimit(policy({ seatDisplayLimit: limit }), seats));
        const shown = new Map<string, number>();
        const open = new Map<string, number>();
        seats.forEach((s, i) => {
          const group = `${s.section}/${s.priceLevelId}`;
          if (hidden.has(i)) expect(s.available).toBe(true);
          if (s.available) open.set(group, (open.get(group) ?? 0) + 1);
          if (s.available && !hidden.has(i)) shown.set(group, (shown.get(group) ?? 0) + 1);
        });
        for (const [group, n] of open) expect(shown.get(group) ?? 0).toBe(Math.min(n, limit));
      }),
    );
  });

  it('hides nothing without a limit or for an admin', () => {
    const seats = [{ section: 'S1', priceLevelId: 1, available: true }];
    expect(seatsBeyondDisplayLimit(policy(), seats)).toEqual([]);
    expect(seatsBeyondDisplayLimit(policy({ role: 'Admin', seatDisplayLimit: 0 }), seats)).toEqual([]);
  });
});

describe('group policy: channel, default API promo code, display rules', () => {
  it('counts a seller’s sale under the override channel; other roles keep theirs', () => {
    expect(salesChannelFor(policy({ salesChannelOverride: 'GroupSales' }), 'CallCenter')).toBe('GroupSales');
    expect(
      salesChannelFor(
        policy({ role: 'BoxOfficeSupervisor', salesChannelOverride: 'GroupSales' }),
        'PointOfSale',
      ),
    ).toBe('PointOfSale');
  });

  it('starts an API-key sale with the group’s default code when none is given', () => {
    const p = policy({ defaultApiPromoCode: 'API10' });
    expect(apiPromoCodeFor(p, { viaApiKey: true, given: null })).toBe('API10');
    expect(apiPromoCodeFor(p, { viaApiKey: true, given: 'OTHER' })).toBe('OTHER');
    expect(apiPromoCodeFor(p, { viaApiKey: false, given: null })).toBeNull();
    expect(apiPromoCodeFor(policy(), { viaApiKey: true, given: null })).toBeNull();
  });

  it('applies a display rule only to the roles it concerns', () => {
    const rules = {
      hideCustomerDataInReports: true,
      hidePriceOnConsumerElements: true,
      useRetailPriceForOutletSales: true,
    };
    expect(
      displayRuleApplies(
        policy({ role: 'BoxOfficeSupervisor', displayRules: rules }),
        'hideCustomerDataInReports',
      ),
    ).toBe(true);
    expect(
      displayRuleApplies(policy({ role: 'CallCenter', displayRules: rules }), 'hideCustomerDataInReports'),
    ).toBe(false);
    expect(
      displayRuleApplies(policy({ role: 'CallCenter', displayRules: rules }), 'useRetailPriceForOutletSales'),
    ).toBe(true);
    expect(
      displayRuleApplies(policy({ role: 'Partner', displayRules: rules }), 'hidePriceOnConsumerElements'),
    ).toBe(true);
  });
});
