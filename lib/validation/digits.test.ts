import { describe, expect, it } from 'vitest';
import { westernDigits } from './digits';

describe('westernDigits', () => {
  it('reads Arabic-Indic and extended Arabic-Indic digits as 0-9', () => {
    expect(westernDigits('٤٠')).toBe('40');
    expect(westernDigits('۱۲')).toBe('12');
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('leaves everything else as it is', () => {
    expect(westernDigits('12 units, وحدة')).toBe('12 units, وحدة');
  });
});
