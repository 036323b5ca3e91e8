import { errorCodes } from '@tessera/domain';
import * as z from './zod';

/** The body of every failed response. */
export const errorResponse = z.object({
  errors: z
    .array(
      z.object({
        code: z.enum(errorCodes as [string, ...string[]]),
        message: z.string(),
        field: z.string().optional(),
        /**
         * A card payment waiting for the payer's bank (3-D Secure): what the processor's browser
         * script needs to show the bank's step. The checkout is then sent again with the intent.
         */
        nextAction: z.object({ clientSecret: z.string() }).optional(),
      }),
    )
    .min(1),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Response header that carries the operation id of every response. */
export const operationIdHeader = 'x-operation-id';
