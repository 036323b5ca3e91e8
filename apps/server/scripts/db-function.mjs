// Writes a new migration that applies the canonical source of a database function
// (src/db/functions/<name>.sql; decisions/0043): `npm run db:function -- <name> [migration-name]`.
// The migration is the file's text under a header naming the file and its SHA-256, so it
// records the version it applies and never changes after, whatever the file becomes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [name, migrationName = name] = process.argv.slice(2);
if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: npm run db:function -- <function_name> [migration_name]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const source = `src/db/functions/${name}.sql`;
if (!existsSync(root + source)) {
  console.error(`no canonical source ${source}`);
  process.exit(2);
}
const text = readFileSync(root + source, 'utf8');
const hash = createHash('sha256').update(text).digest('hex');

execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', migrationName], {
  cwd: root,
  stdio: 'inherit',
});
const journal = JSON.parse(readFileSync(`${root}drizzle/meta/_journal.json`, 'utf8'));
const tag = journal.entries.at(-1).tag;
const header = `-- Generated from ${source} (sha256 ${hash}) by npm run db:function; never edited.\n`;
writeFileSync(`${root}drizzle/${tag}.sql`, header + text);
console.log(`drizzle/${tag}.sql applies ${source} at sha256 ${hash.slice(0, 12)}`);
