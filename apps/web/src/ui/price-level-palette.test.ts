import { describe, expect, it } from 'vitest';
import { nextPriceLevelColor, priceLevelPalette } from './price-level-palette';

describe('default colours of new price levels', () => {
  it('gives each new level a colour no other level has', () => {
    const used: string[] = [];
    for (let i = 0; i < priceLevelPalette.length; i++) used.push(nextPriceLevelColor(used));
    expect(new Set(used).size).toBe(priceLevelPalette.length);
  });

  it('skips a colour already used, whatever its case', () => {
    expect(nextPriceLevelColor(['#1971C2'])).toBe('#e8590c');
  });
});
