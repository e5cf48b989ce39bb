import { describe, expect, it } from 'vitest';
import { isLicense } from '../../../../shared/rules/vehicle';
import { plateOf } from './PlateInput';

describe('plateOf: the plate from the first character shown and what is typed', () => {
  it('puts the shown province before what is typed, dropping dots and spaces', () => {
    expect(plateOf('京', 'a·d 12345')).toBe('京AD12345');
  });

  it('keeps a pasted plate’s own province', () => {
    expect(plateOf('京', '沪A·D12345')).toBe('沪AD12345');
  });

  it('takes an embassy plate, picked as 使 or pasted whole, and the plate rule accepts it', () => {
    expect(plateOf('使', '014578')).toBe('使014578');
    expect(plateOf('京', '使014·578')).toBe('使014578');
    expect(isLicense(plateOf('使', '014578'))).toBe(true);
  });
});
