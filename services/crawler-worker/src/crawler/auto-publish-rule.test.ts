import type { AutoPublishRule } from '@portal/contracts';
import { autoPublishMatches, describeAutoPublishRule } from './auto-publish-rule';

const rule = (over: Partial<AutoPublishRule> = {}): AutoPublishRule => ({ enabled: true, requireThumbnail: true, requireCategory: true, categories: [], ...over });
const thumb = { small: '/media/thumbs/a-s.webp', large: '/media/thumbs/a-l.webp', remote: 'https://img.example/a.jpg' };
const item = { image: thumb.small, thumbnail: thumb, categoryKnown: true, category: 'puzzle' };

describe('auto-publish rule', () => {
  it('publishes nothing when absent or switched off', () => {
    expect(autoPublishMatches(undefined, item, true)).toBe(false);
    expect(autoPublishMatches(rule({ enabled: false }), item, true)).toBe(false);
  });

  it('takes an item with a thumbnail made by the crawl and a known category', () => {
    expect(autoPublishMatches(rule(), item, true)).toBe(true);
  });

  it('refuses an item whose thumbnail failed or that had no image', () => {
    // A failed thumbnail keeps the feed's URL as image, which does not count.
    expect(autoPublishMatches(rule(), { ...item, thumbnail: null, image: 'https://img.example/a.jpg' }, true)).toBe(false);
    expect(autoPublishMatches(rule(), { ...item, thumbnail: null, image: undefined }, true)).toBe(false);
    expect(autoPublishMatches(rule({ requireThumbnail: false }), { ...item, thumbnail: null, image: undefined }, true)).toBe(true);
  });

  it('counts a feed image as the thumbnail when the crawl skipped thumbnails', () => {
    expect(autoPublishMatches(rule(), { ...item, thumbnail: null, image: 'https://img.example/a.jpg' }, false)).toBe(true);
    expect(autoPublishMatches(rule(), { ...item, thumbnail: null, image: undefined }, false)).toBe(false);
  });

  it('refuses an item that only got the fallback category', () => {
    expect(autoPublishMatches(rule(), { ...item, categoryKnown: false, category: 'casual' }, true)).toBe(false);
    expect(autoPublishMatches(rule({ requireCategory: false }), { ...item, categoryKnown: false, category: 'casual' }, true)).toBe(true);
  });

  it('keeps to the category allow-list when there is one', () => {
    expect(autoPublishMatches(rule({ categories: ['puzzle', 'board'] }), item, true)).toBe(true);
    expect(autoPublishMatches(rule({ categories: ['action'] }), item, true)).toBe(false);
    expect(autoPublishMatches(rule({ categories: ['action'] }), { ...item, category: 'action' }, true)).toBe(true);
  });

  it('says the rule in words for the operation log', () => {
    expect(describeAutoPublishRule(rule())).toBe('new items with a thumbnail, with a category from the feed');
    expect(describeAutoPublishRule(rule({ requireThumbnail: false, requireCategory: false, categories: ['puzzle', 'board'] }))).toBe('new items in puzzle or board');
    expect(describeAutoPublishRule(rule({ requireThumbnail: false, requireCategory: false }))).toBe('every new item');
  });
});
