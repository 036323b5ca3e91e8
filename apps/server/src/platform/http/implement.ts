import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { AnyEndpoint, EndpointOutput, PartSchema } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CustomerPrincipal } from '@/platform/auth/customer-session';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends AnyEndpoint> {
  readonly params: Parsed<PartSchema<E, 'params'>>;
  readonly query: Parsed<PartSchema<E, 'query'>>;
  readonly body: Parsed<PartSchema<E, 'body'>>;
  /** The tenant: from the staff session, or from the shop's host name. */
  readonly accountId: E['tenant'] extends 'none' ? null : number;
  readonly staff: E['auth'] extends 'staff' ? StaffPrincipal : null;
  /** The signed-in shop customer, on endpoints for customers. */
  readonly customer: E['auth'] extends 'customer' ? CustomerPrincipal : null;
  readonly locale: ShippedLocale;
  readonly deps: AppDeps;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * An answer already checked against its endpoint's output schema and turned into JSON once,
 * so a cached answer is sent to many requests without being checked and serialized again.
 */
export class CheckedJson<T> {
  private compressed: Buffer | null = null;

  private constructor(
    readonly text: string,
    readonly value: T,
  ) {}

  /** The JSON as brotli (quality 4, as the server compresses answers), made once. */
  brotli(): Buffer {
    this.compressed ??= brotliCompressSync(this.text, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return this.compressed;
  }

  static of<E extends AnyEndpoint>(endpoint: E, value: EndpointOutput<E>): CheckedJson<EndpointOutput<E>> {
    const output = endpoint.output.safeParse(value);
    if (!output.success) {
      throw new Error(`${endpoint.id} answered outside its contract: ${output.error.message}`);
    }
    return new CheckedJson(JSON.stringify(output.data), output.data as EndpointOutput<E>);
  }
}

type Answer<E extends AnyEndpoint> = EndpointOutput<E> | CheckedJson<EndpointOutput<E>>;

export interface Implementation<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  readonly handler: (ctx: HandlerContext<E>) => Promise<Answer<E>>;
}

/** Binds a contract endpoint to the function that serves it. */
export function implement<E extends AnyEndpoint>(
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<Answer<E>>,
): Implementation<E> {
  return { endpoint, handler };
}
