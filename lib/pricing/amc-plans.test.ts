import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { amcPlanFacts, amcPlanList, startMonths } from './amc-plans';
import { estimate } from './estimate';
import { amcPlans, listPrices } from './price-list';

// The plans page states these facts as data; the AMC sub-service page and the comparison resource
// state them in prose. They must agree: a change to one without the other fails here.

const read = (path: string) => JSON.parse(fs.readFileSync(path, 'utf8'));
const amcCopy = JSON.stringify(read('messages/en/subservice/air-conditioning/amc.json'));
const comparison = read('messages/en/resources.json').amcComparison as {
  rows: string[][];
};
const row = (label: string) => comparison.rows.find((r) => r[0]!.startsWith(label))!.slice(1);
const prices = listPrices();

describe('AMC plan facts', () => {
  it('has one entry per priced plan, in the price list order', () => {
    expect(amcPlanList.map((p) => p.plan)).toEqual([...amcPlans]);
    for (const plan of amcPlans) expect(prices.get(`amc.${plan}`)?.kind).toBe('fixed');
  });

  it('gives more the more a plan costs', () => {
    const [basic, standard, comprehensive] = amcPlanList;
    expect(prices.get('amc.basic')!.amount).toBeLessThan(prices.get('amc.standard')!.amount);
    expect(prices.get('amc.standard')!.amount).toBeLessThan(
      prices.get('amc.comprehensive')!.amount,
    );
    expect(basic!.visitsPerYear).toBeLessThanOrEqual(standard!.visitsPerYear);
    expect(standard!.visitsPerYear).toBeLessThanOrEqual(comprehensive!.visitsPerYear);
    expect(basic!.responseHours).toBeGreaterThan(standard!.responseHours);
    expect(standard!.responseHours).toBeGreaterThan(comprehensive!.responseHours);
  });

  it('agrees with the AMC page copy on visits, response times and cover', () => {
    expect(amcCopy).toContain(`${amcPlanFacts.basic.visitsPerYear} preventive visits a year`);
    expect(amcCopy).toContain(`${amcPlanFacts.standard.visitsPerYear} quarterly preventive visits`);
    expect(amcCopy).toContain(
      `${amcPlanFacts.comprehensive.visitsPerYear} preventive visits plus one full deep clean`,
    );
    expect(amcCopy).toContain(`Response within ${amcPlanFacts.basic.responseHours} hours`);
    expect(amcCopy).toContain(
      `Emergency response within ${amcPlanFacts.standard.responseHours} hours`,
    );
    expect(amcCopy).toContain(
      `24/7 emergency response within ${amcPlanFacts.comprehensive.responseHours} hours`,
    );
    expect(amcCopy).toContain('One gas top-up per unit per year');
    expect(amcCopy).toContain('All parts covered, including the compressor');
  });

  it('agrees with the comparison resource row by row', () => {
    const plans = amcPlanList;
    expect(row('Preventive visits').map((v) => Number.parseInt(v, 10))).toEqual(
      plans.map((p) => p.visitsPerYear),
    );
    expect(row('Deep clean').map((v) => v.includes('included'))).toEqual(
      plans.map((p) => p.coilWashesPerYear > 0),
    );
    expect(row('Gas top-up').map((v) => v.includes('included'))).toEqual(
      plans.map((p) => p.gasTopUps > 0),
    );
    expect(row('Compressor').map((v) => v === 'Included')).toEqual(plans.map((p) => p.compressor));
    expect(row('Friday and Saturday').map((v) => v === 'Included')).toEqual(
      plans.map((p) => p.weekendEmergencies),
    );
    expect(row('Response time').map((v) => v.match(/(\d+) hours/)?.[1])).toEqual(
      plans.map((p) => String(p.responseHours)),
    );
    expect(row('Breakdown call-outs').map((v) => v === 'Unlimited')).toEqual(
      plans.map((p) => p.callOuts === 'unlimited'),
    );
  });

  it('prices a 40-unit Standard contract at the 25+ tier: AED 15,300 before VAT, 16,065 with', () => {
    const e = estimate(prices, { service: 'amc-standard', unitType: 'split', units: 40 })!;
    expect(e.discountPercent).toBe(15);
    expect(e.low).toBe(1_530_000);
    expect(e.lowWithVat).toBe(1_606_500);
  });

  it('offers the next twelve months, in Dubai time', () => {
    // 31 December 2026, 21:00 UTC is already 1 January 2027 in Dubai.
    expect(startMonths(new Date('2026-12-31T21:00:00Z'))).toEqual([
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
      '2027-12',
      '2028-01',
    ]);
    expect(startMonths(new Date('2026-11-24T08:00:00Z'))[0]).toBe('2026-12');
  });
});
