/**
 * Weeks of venue calendar days for the weekly reports (decisions/0075). Accounts have no week-start
 * setting, so a week starts on Monday (ISO 8601, as UK theatres count their weeks).
 */
const DAY_MS = 86_400_000;

const utcOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday (`YYYY-MM-DD`) of the week holding a venue calendar day. */
export function weekOf(day: string): string {
  const ms = utcOf(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(ms - weekday * DAY_MS);
}

/** Every week (its Monday) that holds a day of the range, in order. */
export function weeksOf(range: { firstDay: string; lastDay: string }): string[] {
  const weeks: string[] = [];
  const last = utcOf(range.lastDay);
  for (let ms = utcOf(weekOf(range.firstDay)); ms <= last; ms += 7 * DAY_MS) weeks.push(dayOf(ms));
  return weeks;
}

/** The share sold of a capacity, as a percentage with one decimal (0 when there is no capacity). */
export function shareSold(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
