import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountHostnames } from '@/db/schema';

/**
 * What the shop on one host name applies: the host name's custom CSS, and the account's default
 * host name when this one sends its visitors there.
 */
export async function shopHostSettings(
  db: Db,
  accountId: number,
  hostName: string,
): Promise<{ customCss: string; redirectToHostName: string | null }> {
  const rows = await db
    .select({
      hostName: accountHostnames.hostName,
      isDefault: accountHostnames.isDefault,
      redirectToDefault: accountHostnames.redirectToDefault,
      customCss: accountHostnames.customCss,
    })
    .from(accountHostnames)
    .where(eq(accountHostnames.accountId, accountId));
  const here = rows.find((r) => r.hostName === hostName);
  const home = rows.find((r) => r.isDefault);
  const redirect = here?.redirectToDefault && home && home.hostName !== hostName ? home.hostName : null;
  return { customCss: here?.customCss ?? '', redirectToHostName: redirect };
}
