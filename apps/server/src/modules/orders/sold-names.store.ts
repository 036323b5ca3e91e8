import type { NameTranslations } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { SoldFee } from '@/db/schema';
import { arrayParam, jsonColumn, rows } from '@/db/sql';

/** A venue-entered name as it stands when something is sold under it. */
export interface SoldName {
  name: string;
  nameTranslations: NameTranslations;
}

export interface NamesAtSale {
  priceType(id: number | null): SoldName | null;
  fee(id: number): SoldName | null;
}

/**
 * The names (as entered, with their translations) of the price types and fees a checkout
 * sells, read in its transaction, so its tickets and fee charges keep the names they were sold
 * under (decisions/0041).
 */
export async function namesAtSale(
  tx: Db,
  accountId: number,
  ids: { priceTypes: readonly number[]; fees: readonly number[] },
): Promise<NamesAtSale> {
  const found = await rows<{
    kind: 'priceType' | 'fee';
    id: number;
    name: string;
    name_translations: NameTranslations | string;
  }>(
    tx,
    sql`SELECT 'priceType' AS kind, id, name, name_translations FROM price_types
        WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...new Set(ids.priceTypes)])}::int[])
      UNION ALL
      SELECT 'fee', id, name, name_translations FROM fees
        WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...new Set(ids.fees)])}::int[])`,
  );
  const names = new Map(
    found.map((r) => [
      `${r.kind}:${r.id}`,
      { name: r.name, nameTranslations: jsonColumn<NameTranslations>(r.name_translations) ?? {} },
    ]),
  );
  return {
    priceType: (id) => (id === null ? null : (names.get(`priceType:${id}`) ?? null)),
    fee: (id) => names.get(`fee:${id}`) ?? null,
  };
}

/** A fee charge of a priced basket, named as sold. */
export function soldFee(
  names: NamesAtSale,
  charge: { feeId: number; name: string; amount: number; added: boolean },
): SoldFee {
  const sold = names.fee(charge.feeId);
  return {
    feeId: charge.feeId,
    name: sold?.name ?? charge.name,
    nameTranslations: sold?.nameTranslations ?? {},
    amount: charge.amount,
    added: charge.added,
  };
}
