// The server's module direction (docs/architecture.md, decisions/0043): dependency-cruiser
// fails `npm run lint` and CI on an import that goes up this list, on a cycle, and on a route
// file importing another route file. Run from the repository root:
//   npx depcruise --config apps/server/dependency-cruiser.cjs apps/server/src

/**
 * Every folder under src/modules, bottom first, grouped in layers. A module imports only
 * modules listed before it (in its own layer or a lower one), so the module graph has no cycle.
 * Below them all: src/platform and src/db; above them all: app.ts, main.ts and seed/.
 */
const layers = [
  [
    'identity',
    ['globals', 'audit', 'auth', 'accounts', 'mail', 'partners', 'users', 'user-groups', 'webhooks'],
  ],
  ['seats', ['inventory']],
  [
    'catalogue',
    [
      'venues',
      'maps',
      'delivery-plans',
      'templates',
      'images',
      'pricing',
      'events',
      'event-plans',
      'seat-settings',
      'ticket-templates',
    ],
  ],
  [
    'customers and payments',
    ['customers', 'gift-certificates', 'payment-settings', 'customer-credit', 'payments', 'payment-plans'],
  ],
  [
    'sales',
    [
      'seasons',
      'baskets',
      'orders',
      'tickets',
      'exchanges',
      'reconciliation',
      'payment-webhooks',
      'instalments',
      'invoices',
      'memberships',
      'waiting-room',
      'event-cancellations',
      'event-mails',
    ],
  ],
  ['channels', ['sell', 'shop', 'customer-accounts', 'transfers', 'house-seats', 'group-sales']],
  ['tools', ['search', 'operator', 'data-export', 'reports']],
];

const modules = layers.flatMap(([, names]) => names);

/** The role suffixes of files under src/modules (decisions/0043). */
const roles = [
  'routes', // contract endpoint implementations: `.admin.routes.ts`, `.shop.routes.ts`, `.routes.ts`
  'service', // rules and transactions around the domain's pure functions
  'store', // SQL: every query and write, taking the executor
  'sql', // SQL fragments that stores compose (no query of their own)
  'jobs', // work that runs later or again
  'mail', // mail messages
  'render', // documents: PDFs, barcodes
  'http', // cookies and other request or reply helpers
  'cache', // in-process caches
  'port', // an interface to an outside system
  'adapter', // one implementation of a port
  'mapping', // rows to the contract's shapes
  'rules', // pure checks and conversions on server rows (no I/O)
  'data', // static data
];
const src = '^apps/server/src/';
const anyOf = (names) => `${src}modules/(${names.join('|')})/`;

const layerRules = modules.slice(0, -1).map((name, i) => ({
  name: `layer-order:${name}`,
  comment: `modules/${name} may import only modules below it: ${modules.slice(0, i).join(', ') || 'none'}.`,
  severity: 'error',
  from: { path: `${src}modules/${name}/` },
  to: { path: anyOf(modules.slice(i + 1)) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'module-not-in-layers',
      comment:
        'Every folder under src/modules is placed in the layer list of apps/server/dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: `${src}modules/`, pathNot: anyOf(modules) },
      to: {},
    },
    {
      name: 'role-suffix',
      comment: `A file under src/modules ends in its role: ${roles.map((r) => `.${r}.ts`).join(', ')}.`,
      severity: 'error',
      from: { path: `${src}modules/`, pathNot: `\\.(${roles.join('|')})\\.ts$` },
      to: {},
    },
    {
      name: 'sql-only-in-stores',
      comment:
        'Route files build no SQL (drizzle-orm, the tables): their queries and writes live in a store.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '^node_modules/drizzle-orm|^apps/server/src/db/schema' },
    },
    {
      name: 'platform-below-modules',
      comment: 'src/platform and src/db serve the modules and never import them.',
      severity: 'error',
      from: { path: `${src}(platform|db)/` },
      to: { path: `${src}(modules|seed)/|${src}(app|main)\\.ts$` },
    },
    {
      name: 'composition-root-on-top',
      comment: 'Only main.ts imports app.ts and seed/; nothing imports main.ts.',
      severity: 'error',
      from: { path: `${src}(modules|platform|db)/` },
      to: { path: `${src}(seed/|app\\.ts$|main\\.ts$)` },
    },
    {
      name: 'route-imports-route',
      comment: 'A route file imports no other route file: shared route helpers live in services.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'routes-only-from-app',
      comment: 'Only app.ts registers route files; no service, store or platform code imports one.',
      severity: 'error',
      from: { path: `${src}(modules|platform|db)/`, pathNot: '\\.routes\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle between files.',
      severity: 'error',
      from: { path: src },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
