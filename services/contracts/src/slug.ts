/**
 * The spec's slug rule: lower-case; characters other than a-z, 0-9, space and hyphen removed;
 * spaces become hyphens; repeated hyphens merged. Leading/trailing hyphens are trimmed so a
 * name like "- Foo -" still gives a clean URL segment.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
