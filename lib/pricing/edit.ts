import type { EstimateInput } from './estimate';
import type { PriceItem } from './price-list';
import { westernDigits } from '@/lib/validation/digits';

// What staff may type as a new price, and the sample each change is previewed on. Pure, so the rules
// are unit-tested and the page, the action and the preview read the same ones.

export const MAX_AED = 1_000_000;
/** A volume discount stays a discount: above 0 and below 90 %. */
export const MAX_PERCENT = 90;

export type PriceInputError =
  'required' | 'format' | 'decimals' | 'tooLow' | 'tooHigh' | 'percentRange';

export type PriceInput = { ok: true; amount: number } | { ok: false; error: PriceInputError };

/**
 * A typed amount: digits with an optional decimal point (a comma or spaces as thousands separators
 * are allowed, Arabic-Indic digits are read as Western ones), at most two decimals; AED above 0 and at
 * most 1,000,000; a percentage strictly between 0 and 90.
 */
export function parsePriceInput(item: Pick<PriceItem, 'kind'>, raw: unknown): PriceInput {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, error: 'required' };
  const text = westernDigits(raw.trim())
    .replace(/٫/g, '.')
    .replace(/[,\s٬]/g, '');
  if (text.length > 20 || !/^\d+(\.\d+)?$/.test(text)) return { ok: false, error: 'format' };
  if (/\.\d{3,}$/.test(text)) return { ok: false, error: 'decimals' };
  const amount = Number(text);
  if (item.kind === 'percent')
    return amount > 0 && amount < MAX_PERCENT
      ? { ok: true, amount }
      : { ok: false, error: 'percentRange' };
  if (amount <= 0) return { ok: false, error: 'tooLow' };
  if (amount > MAX_AED) return { ok: false, error: 'tooHigh' };
  return { ok: true, amount };
}

/** How many hundredths an amount is stored as (prices.amount_cents). */
export const toCents = (amount: number) => Math.round(amount * 100);

/**
 * A plausible job that uses the price, for the preview's "effect on an estimate"; null for entries
 * the instant estimate does not use (visits, repairs, painting: those are shown on pages as they are).
 */
export function sampleEstimateFor(id: string): EstimateInput | null {
  const [group, rest = ''] = id.split('.') as [string, string?];
  if (group === 'cleaning' || group === 'deep-cleaning')
    if (
      rest === 'split' ||
      rest === 'window' ||
      rest === 'cassette' ||
      rest === 'ducted' ||
      rest === 'package'
    )
      return { service: group, unitType: rest, units: 3 };
  if (group === 'gas' && (rest === 'r32' || rest === 'r410a' || rest === 'r22'))
    return { service: 'gas', unitType: 'split', units: 1, refrigerant: rest };
  if (group === 'installation') {
    const unitType = rest.startsWith('split') ? 'split' : rest;
    if (rest === 'split-3tr') return null; // the estimate prices splits at 2 TR
    if (
      unitType === 'split' ||
      unitType === 'window' ||
      unitType === 'cassette' ||
      unitType === 'ducted'
    )
      return { service: 'installation', unitType, units: 2 };
  }
  if (group === 'amc') {
    if (rest === 'basic' || rest === 'standard' || rest === 'comprehensive')
      return { service: `amc-${rest}`, unitType: 'split', units: 12 };
    const tier = /^tier-(\d+)$/.exec(rest);
    if (tier) return { service: 'amc-standard', unitType: 'split', units: Number(tier[1]) };
  }
  return null;
}
