import { displayRuleApplies, type GroupPolicy } from '../access/policy';

/** Whether a report shows this user the buyers' names and emails (spec §3 display rules). */
export function reportShowsPersonalData(policy: GroupPolicy): boolean {
  return !displayRuleApplies(policy, 'hideCustomerDataInReports');
}

/** A buyer as a report shows them: blanked when the user's group hides personal data. */
export function reportBuyer<T extends { name: string; email: string }>(buyer: T, shown: boolean): T {
  return shown ? buyer : { ...buyer, name: '', email: '' };
}
