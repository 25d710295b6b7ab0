import type { ComponentType } from 'react';
import type { CalculatorSlug } from '@/lib/catalogue';
import { ChilledWaterWidget } from './ChilledWaterWidget';
import { ConverterWidget } from './ConverterWidget';
import { CoolingLoadWidget } from './CoolingLoadWidget';
import { DuctWidget } from './DuctWidget';
import { ElectricalWidget } from './ElectricalWidget';
import { VentilationWidget } from './VentilationWidget';

/** The client widget of each calculator page; everything around it renders on the server. */
export const widgets: Record<CalculatorSlug, ComponentType> = {
  'hvac-cooling-load': CoolingLoadWidget,
  ventilation: VentilationWidget,
  'unit-converter': ConverterWidget,
  'ac-electrical-load': ElectricalWidget,
  'duct-size': DuctWidget,
  'chilled-water-pipe': ChilledWaterWidget,
};
