/**
 * The alert a seat shows at sale: the event's alert override, when it has one, in place of the
 * seat's own alert; a seat without an alert shows none either way (spec §3 "alert override").
 * `0` is "no alert", as in the seat columns.
 */
export function seatAlertShown(seatAlertId: number, overrideId: number | null): number {
  return seatAlertId !== 0 && overrideId !== null ? overrideId : seatAlertId;
}
