import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@tessera/contract';
import { callApi } from './client';

/**
 * A change after which what is cached under `stale` is out of date: it is read again once the
 * change went through (the mutation settles when it has been).
 */
export function useRefreshingMutation<I, O>(
  stale: readonly QueryKey[],
  mutationFn: (input: I) => Promise<O>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/**
 * A change the server answers with the changed row: the answer replaces the row cached under
 * `rowKey`, and the lists under `lists` are read again.
 */
export function useRowMutation<I, O>(
  rowKey: (row: O) => QueryKey,
  lists: readonly QueryKey[],
  mutationFn: (input: I) => Promise<O>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (row: O) => {
      client.setQueryData(rowKey(row), row);
      for (const queryKey of lists) void client.invalidateQueries({ queryKey });
    },
  });
}

/** What a row is saved with: its id once it has one, and the fields. */
export type RowSave<C extends AnyEndpoint> = { id?: number; body: EndpointInput<C>['body'] };

/**
 * Saves a row of a list: through `update` with the row's id (named `idParam` in its path) when
 * the row has one, through `create` when it is new. A row that belongs to another (a template's
 * price level) is created under `parentId`, the `id` in `create`'s path.
 */
export function saveRow<C extends AnyEndpoint, U extends AnyEndpoint>(
  create: C,
  update: U,
  idParam: keyof NonNullable<EndpointInput<U>['params']> & string,
  parentId?: number,
) {
  const created = parentId === undefined ? {} : { params: { id: parentId } };
  return ({ id, body }: RowSave<C>): Promise<EndpointOutput<C> | EndpointOutput<U>> =>
    id
      ? callApi(update, { params: { [idParam]: id }, body } as unknown as EndpointInput<U>)
      : callApi(create, { ...created, body } as EndpointInput<C>);
}

/** An endpoint whose path names its row `id`; any other is refused where it is passed. */
type IdPath<E extends AnyEndpoint> = EndpointInput<E>['params'] extends { id: unknown } ? unknown : never;

/** A change of one row named `id` in its path, with the fields: `changeRow(updateFee)({ id, body })`. */
export function changeRow<E extends AnyEndpoint>(endpoint: E & IdPath<E>) {
  return ({ id, body }: { id: number; body: EndpointInput<E>['body'] }): Promise<EndpointOutput<E>> =>
    callApi(endpoint, { params: { id }, body } as unknown as EndpointInput<E>);
}

/** An action on one row named `id` in its path, without fields (archive, delete): `actOnRow(archiveFee)(id)`. */
export function actOnRow<E extends AnyEndpoint>(endpoint: E & IdPath<E>) {
  return (id: number): Promise<EndpointOutput<E>> =>
    callApi(endpoint, { params: { id } } as EndpointInput<E>);
}

/** A change under the row `id` names, taking only the fields: `changeOf(createPromotion, templateId)(body)`. */
export function changeOf<E extends AnyEndpoint>(endpoint: E & IdPath<E>, id: number) {
  return (body: EndpointInput<E>['body']) => changeRow(endpoint)({ id, body });
}
