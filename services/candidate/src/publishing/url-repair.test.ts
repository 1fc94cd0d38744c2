import { repairGameUrl } from './url-repair';

const page = 'https://play.example/games/ext-abc';
const enc = encodeURIComponent(page);

describe('URL repair', () => {
  it('turns a 32-hex GameDistribution id into its embed URL with our game page as referrer', () => {
    expect(repairGameUrl('0123456789ABCDEF0123456789abcdef', 'GameDistribution', page)).toBe(
      `https://html5.gamedistribution.com/0123456789abcdef0123456789abcdef/?gd_sdk_referrer_url=${enc}`,
    );
  });
  it('adds the referrer to a GameDistribution embed URL that lacks it, and keeps one that has it', () => {
    const id = 'a'.repeat(32);
    expect(repairGameUrl(`https://html5.gamedistribution.com/${id}/`, 'GD', page)).toBe(`https://html5.gamedistribution.com/${id}/?gd_sdk_referrer_url=${enc}`);
    const done = `https://html5.gamedistribution.com/${id}/?gd_sdk_referrer_url=https%3A%2F%2Fx`;
    expect(repairGameUrl(done, 'GD', page)).toBe(done);
  });
  it('turns a GameMonetize id into its html5 embed URL', () => {
    expect(repairGameUrl('5nqxzwa3e6h1qmo6w2ig6lrjqxqfayxk', 'GameMonetize', page)).toBe('https://html5.gamemonetize.com/5nqxzwa3e6h1qmo6w2ig6lrjqxqfayxk/');
  });
  it('keeps ordinary URLs as they are (trimmed)', () => {
    expect(repairGameUrl('  https://games.example/play/1  ', 'External', page)).toBe('https://games.example/play/1');
  });
});
