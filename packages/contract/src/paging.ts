import { pageSizes } from '@tessera/domain';
import { z } from 'zod';

const sizes = pageSizes.map(String) as [string, ...string[]];

/** Query parameters of every paged list: page from 1, and one of the spec's page sizes. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z
    .enum(sizes)
    .default('25')
    .transform((v) => Number(v) as (typeof pageSizes)[number]),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
