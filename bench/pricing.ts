import { randomInt } from 'node:crypto';
import { type Fee, generateGroupCodes, type Promotion, priceBasket } from '@tessera/domain';
import { signInDemo, startServer } from './server';

const fees: Fee[] = [
  {
    id: 1,
    name: 'Service',
    category: 'ServiceCharge',
    type: 'PerTicket',
    amount: { kind: 'Percentage', basisPoints: 1000 },
    min: 150,
    max: 800,
    includeInFaceValue: false,
    taxable: true,
    reverseCalculation: false,
  },
  {
    id: 2,
    name: 'Restoration levy',
    category: 'ServiceCharge',
    type: 'PerTicket',
    amount: { kind: 'FlatAmount', amount: 200 },
    includeInFaceValue: true,
    taxable: false,
    reverseCalculation: false,
  },
  {
    id: 3,
    name: 'Handling',
    category: 'ServiceCharge',
    type: 'PerOrder',
    amount: { kind: 'FlatAmount', amount: 350 },
    includeInFaceValue: false,
    taxable: true,
    reverseCalculation: false,
  },
  {
    id: 4,
    name: 'Sales tax',
    category: 'Tax',
    type: 'PerTicket',
    amount: { kind: 'Percentage', basisPoints: 875 },
    includeInFaceValue: false,
    taxable: false,
    reverseCalculation: false,
  },
];
const promotion: Promotion = {
  id: 1,
  code: 'BENCH',
  active: true,
  startsAt: new Date(0),
  endsAt: new Date(8.64e15),
  requiredCustomerTags: [],
  discount: { kind: 'Percentage', basisPoints: 1500 },
  priceLevelIds: [1, 2],
  eventRules: [],
};
const lines = Array.from({ length: 10 }, (_, i) => ({
  key: `A-1-${i}`,
  priceLevelId: (i % 3) + 1,
  faceValue: 4500 + i * 250,
}));

/** Figures for the pricing engine: basket pricing calls per second and group-code generation. */
export async function pricingBench(): Promise<void> {
  const seconds = 2;
  let calls = 0;
  let checksum = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i++) checksum += priceBasket(lines, fees, promotion).total;
    calls += 1000;
  }
  console.log(
    `price a 10-ticket basket with 4 fees and a promotion: ${(calls / seconds).toFixed(0)} calls/s (checksum ${checksum % 997})`,
  );
  const t0 = performance.now();
  const result = generateGroupCodes(200_000, (n) => randomInt(n));
  const ms = performance.now() - t0;
  const unique = result.ok ? new Set(result.codes).size : 0;
  console.log(`generate 200,000 group codes in memory: ${(ms / 1000).toFixed(2)} s, ${unique} unique`);
  await groupCodesThroughApi();
}

/** 200,000 group codes through the API into the database (PostgreSQL when DATABASE_URL is set). */
async function groupCodesThroughApi(): Promise<void> {
  const server = await startServer(3291);
  try {
    const auth = {
      authorization: `Bearer ${await signInDemo(server.url)}`,
      'content-type': 'application/json',
    };
    const post = async (path: string, body: unknown) =>
      (await (
        await fetch(`${server.url}${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) })
      ).json()) as Record<string, unknown>;
    const template = await post('/api/admin/event-templates', { name: 'Bench' });
    const promo = await post(`/api/admin/event-templates/${template.id}/promotions`, {
      name: 'Bench',
      code: `BENCH${Date.now()}`,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-01-01T00:00:00Z',
      discountKind: 'Percentage',
      discount: 1000,
    });
    const t0 = performance.now();
    const result = await post(`/api/admin/promotions/${promo.id}/group-codes`, { count: 200_000 });
    const seconds = (performance.now() - t0) / 1000;
    const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database';
    console.log(
      `generate and store 200,000 group codes through the API (${where}): ${seconds.toFixed(2)} s, stored ${result.total}`,
    );
  } finally {
    await server.stop();
  }
}
