import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import { dealSeenBy } from '../loads/index.ts';
import { localeColumns } from '../settings/index.ts';

const owner = alias(users, 'owner');
const carrier = alias(users, 'carrier');

const partyColumns = <User extends typeof owner | typeof carrier>(user: User) => ({
  companyName: user.companyName,
  contactName: user.contactName,
  email: user.email,
  phone: user.phone,
  dotNumber: user.dotNumber,
});

/**
 * A post's deal and everything its rate confirmation shows, in one statement: the post, both
 * companies, the request that made the deal (the assigned carrier's ACCEPTED one; the newest, as a
 * post put back on the board and taken again keeps the earlier one), whether the reader sees the
 * deal (the loads module's rule) and the reader's language and time zone. No row for a post without
 * a carrier or without that request. A read model over the loads, requests, users and settings
 * tables.
 */
const dealOf = preparedOn((db) => {
  const readerId = sql.placeholder('readerId');
  return db
    .select({
      seen: sql<boolean>`${dealSeenBy(readerId, sql.placeholder('readerIsAdmin'))}`,
      ...localeColumns(readerId),
      load: {
        id: loads.id,
        status: loads.status,
        loadType: loads.loadType,
        jobNumber: loads.jobNumber,
        originZip: loads.originZip,
        originLocation: loads.originLocation,
        destinationZip: loads.destinationZip,
        destinationLocation: loads.destinationLocation,
        distanceMiles: loads.distanceMiles,
        roadMiles: loads.roadMiles,
        pickupDate: loads.pickupDate,
        deliveryDate: loads.deliveryDate,
        weight: loads.weight,
        cubicFeet: loads.cubicFeet,
        equipment: loads.equipment,
        truckType: loads.truckType,
        agreedRate: loads.agreedRate,
        assignedAt: loads.assignedAt,
      },
      owner: partyColumns(owner),
      carrier: partyColumns(carrier),
      request: { id: loadRequests.id, booked: loadRequests.booked, counterRate: loadRequests.counterRate },
    })
    .from(loads)
    .innerJoin(owner, eq(owner.id, loads.ownerId))
    .innerJoin(carrier, eq(carrier.id, loads.assignedCarrierId))
    .innerJoin(
      loadRequests,
      and(
        eq(loadRequests.loadId, loads.id),
        eq(loadRequests.requesterId, loads.assignedCarrierId),
        eq(loadRequests.status, 'ACCEPTED'),
      ),
    )
    .where(eq(loads.id, sql.placeholder('loadId')))
    .orderBy(desc(loadRequests.id))
    .limit(1)
    .prepare('rate_confirmation_deal');
});

export type DealRow = NonNullable<Awaited<ReturnType<typeof findDeal>>>;

/** The deal on post `loadId` as its rate confirmation needs it, whoever reads it; undefined for none. */
export async function findDeal(db: DbOrTx, loadId: number, reader: { id: number; isAdmin: boolean }) {
  const [row] = await dealOf(db).execute({ loadId, readerId: reader.id, readerIsAdmin: reader.isAdmin });
  return row;
}
