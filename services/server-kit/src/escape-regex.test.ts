import { escapeRegex } from './escape-regex';

describe('escapeRegex', () => {
  it('turns pattern characters into literals', () => {
    const re = new RegExp(escapeRegex('a.*(b)?[c]'), 'i');
    expect(re.test('A.*(B)?[C]')).toBe(true);
    expect(re.test('axxxb')).toBe(false);
  });
});
