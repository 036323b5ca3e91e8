import type { SeatHistoryEntry } from '@tessera/contract';
import type { TFunction } from 'i18next';

/** Why a seat changed, in the reader's language, followed by any note staff typed with it. */
export function seatHistoryReasonText(
  t: TFunction,
  entry: Pick<SeatHistoryEntry, 'reasonCode' | 'reason'>,
): string {
  const why = entry.reasonCode ? t(`admin.seatHistory.reasons.${entry.reasonCode}`) : '';
  if (!entry.reason) return why;
  return why ? `${why}: ${entry.reason}` : entry.reason;
}
