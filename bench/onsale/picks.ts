import type pg from 'pg';

/**
 * The picks of the throughput measurements: every row of the event cut into runs of 2–4
 * adjacent seats (a row's last run takes its odd seat, so no run strands a single seat), in a
 * random order. Each loop takes the next run, as buyers choose from what the seat map shows
 * free: picks do not collide with each other, so both the HTTP figure and the raw-SQL ceiling
 * count takes that succeed, whatever share of the house is gone by the end of the window.
 */
export async function seatRuns(pool: pg.Pool, eventId: number): Promise<number[][]> {
  const seats = (
    await pool.query<{ id: string; section: string; row: string }>(
      'SELECT id, section, row FROM event_seats WHERE event_id = $1 ORDER BY section, row, position',
      [eventId],
    )
  ).rows;
  const runs: number[][] = [];
  const row: number[] = [];
  const cut = () => {
    while (row.length > 0) {
      const size = row.length <= 5 ? row.length : 2 + Math.floor(Math.random() * 3);
      runs.push(row.splice(0, row.length - size === 1 ? size + 1 : size));
    }
  };
  seats.forEach((s, i) => {
    const previous = seats[i - 1];
    if (previous && (previous.section !== s.section || previous.row !== s.row)) cut();
    row.push(Number(s.id));
  });
  cut();
  for (let i = runs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [runs[i], runs[j]] = [runs[j]!, runs[i]!];
  }
  return runs;
}
