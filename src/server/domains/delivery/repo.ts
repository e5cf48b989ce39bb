import { asc, inArray } from 'drizzle-orm';
import { idNumberForms } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { deliveryEvent, policyDelivery } from './schema';

export type DeliveryRow = typeof policyDelivery.$inferSelect;
export type EventRow = typeof deliveryEvent.$inferSelect;

/** The only file that queries the delivery tables. */
export function createDeliveryRepo(db: Db) {
  return {
    /** Every form the number may be stored in (A123456(3) or A1234563), so the index still finds it. */
    ofInsured(idNumber: string) {
      return db
        .select()
        .from(policyDelivery)
        .where(inArray(policyDelivery.insuredIdNumber, idNumberForms(idNumber)));
    },
    events(deliveryNos: string[]) {
      if (deliveryNos.length === 0) return Promise.resolve([] as EventRow[]);
      return db
        .select()
        .from(deliveryEvent)
        .where(inArray(deliveryEvent.deliveryNo, deliveryNos))
        .orderBy(asc(deliveryEvent.at), asc(deliveryEvent.id));
    },
    isEmpty: () => isEmpty(db, policyDelivery),
    async insert(rows: (typeof policyDelivery.$inferInsert)[], events: (typeof deliveryEvent.$inferInsert)[]) {
      await db.transaction(async (tx) => {
        if (rows.length) await tx.insert(policyDelivery).values(rows);
        for (let i = 0; i < events.length; i += 500) await tx.insert(deliveryEvent).values(events.slice(i, i + 500));
      });
    },
  };
}
export type DeliveryRepo = ReturnType<typeof createDeliveryRepo>;
