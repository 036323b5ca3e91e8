import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export, so screens keep named exports and their own chunk. */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
