/**
 * The POS settings screen's rows: the counter's payment types first, in its order and ticked,
 * then the others it could take, unticked (decisions/0093).
 */
export function orderedChoices<T extends string>(
  taken: readonly T[],
  choices: readonly T[],
): { type: T; taken: boolean }[] {
  return [
    ...taken.filter((type) => choices.includes(type)).map((type) => ({ type, taken: true })),
    ...choices.filter((type) => !taken.includes(type)).map((type) => ({ type, taken: false })),
  ];
}
