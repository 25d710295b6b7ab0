import { config } from '@/lib/config/business';
import { companyFactsFrom } from './facts-schema';

/** The company facts from the settings validated at start-up (lib/config/schema.ts). */
export const companyFacts = companyFactsFrom(config);
export type { CompanyFacts } from './facts-schema';
