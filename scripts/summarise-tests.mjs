// Prints one closing line over every suite's JSON report: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

for (const name of ['pglite', 'postgres']) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  lines.push(
    `  vitest (${name}): ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`,
  );
}

const e2e = join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  lines.push(
    `  playwright (chromium): ${s.expected} passed, ${s.unexpected + s.flaky} failed, ${s.skipped} skipped`,
  );
}

console.log(`\nTest summary\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
