import { apiBench } from './api';
import { inventoryBench } from './inventory';

import { pricingBench } from './pricing';
import { seatMapBench } from './seat-map';
import { shopBench } from './shop';

const benches: Record<string, () => Promise<void>> = {
  api: apiBench,
  inventory: inventoryBench,
  pricing: pricingBench,
  'seat-map': seatMapBench,
  shop: shopBench,
};

const wanted = process.argv.slice(2).filter((a) => a !== '--');
const names = wanted.length ? wanted : Object.keys(benches);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark "${name}"; available: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n# ${name}`);
  await bench();
}
