import type { ServerText } from '@/lib/i18n/server-text';
import { amcPlans, type AmcPlan } from '@/lib/pricing/price-list';

// One name per AMC plan and language: amcPlans.plans.<plan>.name. Every message that names a plan (the
// estimate's service, the price list's entry) takes it as {plan}, and the plans page, the recap of the
// private page and e-mails, and the staff record read the key itself, so no page can call it anything
// else. The plan's id ('basic') is a code, never shown.

/** The plan's one name in the translator's language. */
export const amcPlanName = (t: ServerText, plan: AmcPlan) => t(`amcPlans.plans.${plan}.name`);

/** The plan an estimate service ('amc-basic') or a price id ('amc.basic') names, or null. */
export function planNamed(id: string): AmcPlan | null {
  const match = /^amc[.-](.+)$/.exec(id);
  const plan = match?.[1];
  return (amcPlans as readonly string[]).includes(plan ?? '') ? (plan as AmcPlan) : null;
}

/** The {plan} value for the message of an estimate service or price id that names a plan. */
export function planValues(t: ServerText, id: string): { plan: string } | undefined {
  const plan = planNamed(id);
  return plan ? { plan: amcPlanName(t, plan) } : undefined;
}
