import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQueries } from './queries';

/**
 * The signed-in user, their account and its features. The start-up gate has loaded all three
 * before any admin screen renders, so this never suspends in practice.
 */
export function useAdminSession() {
  const details = useSuspenseQuery(accountQueries.details()).data;
  const account = useSuspenseQuery(accountQueries.settings()).data;
  const features = useSuspenseQuery(accountQueries.features()).data;
  return { details, account, features };
}
