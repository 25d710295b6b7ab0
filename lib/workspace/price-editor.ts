import { parsePriceInput, type PriceInputError } from '@/lib/pricing/edit';
import type { PriceItem } from '@/lib/pricing/price-list';
import { one, type SearchParams } from './params';

// The price editor is a GET form: `?edit=<id>&amount=<typed>` opens a price and previews the typed
// amount; the Save action redirects back with `?saved=<id>`, or `?conflict=1` (the price moved
// meanwhile) or `?failed=1`. Pure, so the page only shows what this reads.

export type PriceProblem = PriceInputError | 'conflict' | 'failed';

export function priceEditor(items: readonly PriceItem[], query: SearchParams) {
  const editing = items.find((p) => p.id === one(query.edit));
  const typed = one(query.amount);
  const parsed = editing && typed !== undefined ? parsePriceInput(editing, typed) : null;
  const problem: PriceProblem | null =
    parsed && !parsed.ok
      ? parsed.error
      : query.conflict
        ? 'conflict'
        : query.failed
          ? 'failed'
          : null;
  // The preview shows only an amount that reads, and not over a conflict to resolve first.
  const preview = parsed?.ok && !query.conflict ? parsed.amount : null;
  return { editing, typed, problem, preview };
}
