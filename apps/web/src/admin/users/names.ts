/** A person's name as lists and headings show it. */
export function personName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
