import { zodResolver } from '@hookform/resolvers/zod';
import { leadSchemas, type LeadKind } from '@/lib/leads/schemas';

// The validation engine (zod) and the schemas, in a chunk of their own that LeadForm loads when a
// visitor first touches a form, instead of with the page.
export function resolverFor(kind: LeadKind) {
  // One schema for browser and server; its output type differs from the raw form values.
  return zodResolver(leadSchemas[kind] as never);
}
