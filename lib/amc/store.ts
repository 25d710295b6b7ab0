import type { Db } from '@/lib/db/connect';
import { requestByToken } from '@/lib/requests/lookup';
import type { AmcPlan, UnitType } from '@/lib/pricing/price-list';

// An AMC contract request is a request with a private page (lib/requests): a lead row of kind 'amc'
// whose estimate holds the plan and the annual total, and the reference and link hash of its own row.

/** What leads.estimate holds for an AMC request: the request and the total the server computed. */
export interface AmcEstimate {
  plan: AmcPlan;
  startMonth: string;
  units: number;
  unitType: UnitType;
  company: string | null;
  priceListVersion: string;
  /** The plan's list price per unit (AED), the volume discount in percent, and the totals in fils; null when the units are priced after a survey. */
  priceId: string | null;
  unitPrice: number | null;
  discountPercent: number;
  total: number | null;
  totalWithVat: number | null;
}

/** A request as its private page shows it, found by the link's token; null for an unknown token. */
export const amcRequestByToken = (db: Db, token: string) => requestByToken(db, 'amc', token);

/** The request's stored estimate, read back from the jsonb column. */
export const amcEstimateOf = (lead: { estimate: unknown }) => lead.estimate as AmcEstimate;
