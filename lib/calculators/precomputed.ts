import type { QuickOutcome } from './cooling-load/engine';
import type { QuickForm } from './cooling-load/forms';
import type { UnitSystem } from './units';

/**
 * Results the server computed while prerendering, with the inputs they belong to, so that hydrating
 * does not compute them again (only the cooling load's quick estimate is worth it).
 */
export interface PrecomputedResults {
  quick?: { units: UnitSystem; form: QuickForm; outcome: QuickOutcome };
}
