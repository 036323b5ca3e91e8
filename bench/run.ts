import { apiBench } from './api';
import { boxofficeBench } from './boxoffice';
import { designerBench } from './designer';
import { inventoryBench } from './inventory';
import { liveSeatsBench } from './live-seats';
import { onsaleBench } from './onsale/onsale';

import { pricingBench } from './pricing';
import { reportsBench } from './reports';
import { seasonsBench } from './seasons';
import { seatMapBench } from './seat-map';
import { shopBench } from './shop';
import { shopWeightBench } from './shop-weight';
import { waitingRoomBench } from './waiting-room';

const benches: Record<string, () => Promise<void>> = {
  api: apiBench,
  boxoffice: boxofficeBench,
  designer: designerBench,
  inventory: inventoryBench,
  'live-seats': liveSeatsBench,
  pricing: pricingBench,
  reports: reportsBench,
  seasons: seasonsBench,
  'seat-map': seatMapBench,
  shop: shopBench,
  'shop-weight': shopWeightBench,
  'waiting-room': waitingRoomBench,
};

const wanted = process.argv.slice(2).filter((a) => a !== '--');
// The on-sale rehearsal takes options and answers an exit code (non-zero when a check fails).
if (wanted[0] === 'onsale') {
  console.log('\n# onsale');
  process.exit(await onsaleBench(wanted.slice(1)));
}
// The reports bench takes options (--replica, --orders N, --no-nightly).
if (wanted[0] === 'reports') {
  console.log('\n# reports');
  await reportsBench(wanted.slice(1));
  process.exit(0);
}
// The reports bench needs a PostgreSQL database and seeds a year of orders, the seasons bench
// seeds 20,000 subscriptions: only when named.
const names = wanted.length ? wanted : Object.keys(benches).filter((n) => n !== 'reports' && n !== 'seasons');
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark "${name}"; available: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n# ${name}`);
  await bench();
}
