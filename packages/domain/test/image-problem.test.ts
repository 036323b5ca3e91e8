import { hostnameImageRules, imageProblem, productImageRule, templateImageRules } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('image rules (spec §9)', () => {
  it('takes a product image only as a 1000x1000 JPG', () => {
    expect(imageProblem(productImageRule, { type: 'jpg', width: 1000, height: 1000 })).toBeNull();
    expect(imageProblem(productImageRule, { type: 'png', width: 1000, height: 1000 })).toBe('type');
    expect(imageProblem(productImageRule, { type: 'jpg', width: 999, height: 1000 })).toBe('size');
  });

  it('checks exact sizes, square minimums and free sizes', () => {
    expect(imageProblem(templateImageRules.poster, { type: 'png', width: 400, height: 400 })).toBeNull();
    expect(imageProblem(templateImageRules.poster, { type: 'png', width: 400, height: 401 })).toBe('size');
    expect(imageProblem(hostnameImageRules.favicon, { type: 'ico', width: 512, height: 512 })).toBeNull();
    expect(imageProblem(hostnameImageRules.favicon, { type: 'png', width: 511, height: 511 })).toBe('size');
    expect(imageProblem(hostnameImageRules.navImage, { type: 'gif', width: 3, height: 2 })).toBeNull();
  });
});
