'use client';

import dynamic from 'next/dynamic';
import type { CalculatorSlug } from '@/lib/catalogue';
import type { QuickOutcome } from '@/lib/calculators/cooling-load/engine';

// The client widget of each calculator page; everything around it renders on the server. Each widget
// is a chunk of its own, rendered into the prerendered HTML as before: imported statically, every
// calculator page loaded the code of all six.
const widgets = {
  'hvac-cooling-load': dynamic(() => import('./CoolingLoadWidget').then((m) => m.CoolingLoadWidget)),
  ventilation: dynamic(() => import('./VentilationWidget').then((m) => m.VentilationWidget)),
  'unit-converter': dynamic(() => import('./ConverterWidget').then((m) => m.ConverterWidget)),
  'ac-electrical-load': dynamic(() => import('./ElectricalWidget').then((m) => m.ElectricalWidget)),
  'duct-size': dynamic(() => import('./DuctWidget').then((m) => m.DuctWidget)),
  'chilled-water-pipe': dynamic(() => import('./ChilledWaterWidget').then((m) => m.ChilledWaterWidget)),
} satisfies Record<CalculatorSlug, unknown>;

/** Results the server computed for the default inputs, so hydrating does not compute them again. */
export interface PrecomputedResults { quick?: QuickOutcome }

export function CalculatorWidget({ calculator, precomputed }: { calculator: CalculatorSlug; precomputed?: PrecomputedResults }) {
  if (calculator === 'hvac-cooling-load') {
    const CoolingLoad = widgets['hvac-cooling-load'];
    return <CoolingLoad defaultQuick={precomputed?.quick} />;
  }
  const Widget = widgets[calculator];
  return <Widget />;
}
