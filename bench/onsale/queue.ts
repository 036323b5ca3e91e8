import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { events } from '@/db/schema';
import * as client from './buyer-client';
import type { Metrics } from './metrics';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The on-sale's waiting room (decisions/0055): the event sells in heavy on-sale mode, so every
 * buyer joins its queue, polls their place as the shop's `WaitingRoomGate` does (every
 * `pollSeconds` the server names) and buys only once the server has let them in and handed them
 * the admission token cookie, which every buying route of the event then asks for.
 */
export async function openWaitingRoom(
  database: Database,
  admin: client.Session,
  eventId: number,
  ratePerMinute: number,
): Promise<void> {
  // The template's UseHeavyOnSale sets the flag on the event; the rehearsal's template is new.
  await database.db.update(events).set({ heavyOnSale: true }).where(sql`${events.id} = ${eventId}`);
  const res = await fetch(`${admin.url}/api/admin/events/${eventId}/waiting-room`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ratePerMinute }),
  });
  if (!res.ok) throw new Error(`waiting room rate: ${res.status} ${await res.text()}`);
}

/** What the rehearsal saw of the queue. */
export interface QueueTally {
  joined: number;
  admitted: number;
  /** Buyers who gave up waiting (no answer after the server and database outages). */
  lost: number;
  /** When each buyer was told they were in (ms since the rehearsal began). */
  admittedAt: number[];
}

export function newQueueTally(): QueueTally {
  return { joined: 0, admitted: 0, lost: 0, admittedAt: [] };
}

/**
 * Joins the queue and polls until admitted; false when the buyer gave up. Replies lost to an
 * outage (a server killed, PostgreSQL restarting) are asked again, as the page's next poll would:
 * the place is in the database and the queue ticket in the buyer's cookie.
 */
export async function waitToBeLetIn(
  session: client.Session,
  eventId: number,
  metrics: Metrics,
  tally: QueueTally,
  startedAt: number,
): Promise<boolean> {
  const joinedAt = performance.now();
  let reply = await client.joinWaitingRoom(session, eventId);
  metrics.record('waitingRoom.join', reply);
  for (let attempt = 0; !reply.ok && attempt < 40; attempt++) {
    await sleep(250 + Math.random() * 500);
    reply = await client.joinWaitingRoom(session, eventId);
    metrics.record('waitingRoom.join', reply);
  }
  if (!reply.ok) {
    tally.lost++;
    return false;
  }
  tally.joined++;
  for (let failures = 0; failures < 40; ) {
    if (reply.ok && reply.data.state === 'admitted') {
      tally.admitted++;
      tally.admittedAt.push(performance.now() - startedAt);
      metrics.sample('waitingRoom.wait', performance.now() - joinedAt);
      return true;
    }
    // The page asks again after the server's interval; a lost answer is asked again sooner.
    await sleep(reply.ok ? reply.data.pollSeconds * 1000 : 250 + Math.random() * 500);
    reply = await client.pollWaitingRoom(session, eventId);
    metrics.record('waitingRoom.poll', reply);
    if (!reply.ok) failures++;
  }
  tally.lost++;
  return false;
}

/**
 * The queue's figures for the JSON line: the set rate against the rate buyers were told they
 * were in while the queue was never empty (from the first admission to the last; each buyer
 * learns it at their next poll, so single admissions are up to one poll interval late) and the
 * server's own count of those let in.
 */
export async function queueFigures(
  admin: client.Session,
  eventId: number,
  ratePerMinute: number,
  tally: QueueTally,
  metrics: Metrics,
) {
  const res = await fetch(`${admin.url}/api/admin/events/${eventId}/waiting-room`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const summary = res.ok ? ((await res.json()) as { waiting: number; admitted: number }) : null;
  const times = [...tally.admittedAt].sort((a, b) => a - b);
  const spanMinutes = times.length > 1 ? (times.at(-1)! - times[0]!) / 60_000 : 0;
  return {
    ratePerMinute,
    joined: tally.joined,
    admitted: tally.admitted,
    lost: tally.lost,
    observedPerMinute: spanMinutes > 0 ? Math.round((times.length - 1) / spanMinutes) : null,
    server: summary ? { waiting: summary.waiting, admitted: summary.admitted } : null,
    waitMs: metrics.summary('waitingRoom.wait'),
    pollMs: metrics.summary('waitingRoom.poll'),
  };
}
