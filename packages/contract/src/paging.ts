import { pageSizes } from '@tessera/domain';
import * as z from './zod';

const sizeLiterals = pageSizes.map((n) => z.literal(n)) as [
  z.ZodLiteral<10>,
  z.ZodLiteral<25>,
  z.ZodLiteral<50>,
  z.ZodLiteral<100>,
];

/** Query parameters of every paged list: page from 1, and one of the spec's page sizes. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(z.INT4_MAX).default(1),
  pageSize: z.coerce.number().pipe(z.union(sizeLiterals)).default(25),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
