import type { ErrorCode } from '@tessera/domain';
import type { Messages } from './resources';

type Nested<Code extends string> = Code extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: Nested<Rest> }
  : { [K in Code]: string };

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

type ErrorTree = UnionToIntersection<Nested<ErrorCode>>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & { errors: ErrorTree } };
  }
}
