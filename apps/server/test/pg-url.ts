/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Where to run CREATE/DROP DATABASE: the database named in DATABASE_URL itself. */
export function adminUrl(url: string): string {
  return url;
}
