import { pageEstimateService } from '@/lib/pricing/estimate-input';
import { EstimateBlock } from './EstimateBlock';

/** Every AC page (service, hub, area, AMC) prices its job from the price list; other pages show none. */
export function AcEstimate({ quoteQuery }: { quoteQuery: Record<string, string> }) {
  if (!quoteQuery.service?.startsWith('air-conditioning')) return null;
  return (
    <EstimateBlock
      rows={[
        {
          service: pageEstimateService(quoteQuery.service),
          unitType: 'split',
          units: '1',
          refrigerant: 'r410a',
        },
      ]}
      place={Object.fromEntries(
        Object.entries(quoteQuery).filter(([name]) => name === 'emirate' || name === 'area'),
      )}
    />
  );
}
