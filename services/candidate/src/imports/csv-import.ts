import { parse } from 'csv-parse/sync';
import type { ExternalGameInput } from '@portal/contracts';
import { badRequest } from '@portal/server-kit';

const COLUMNS = ['name', 'title', 'description', 'category', 'url', 'image', 'tags', 'rating', 'plays', 'source'] as const;

/**
 * Reads a CSV whose header row names the columns (spec field keys, any case; unknown columns
 * are ignored). Tags may be separated by commas inside a quoted cell, or by ; or |.
 */
export function parseGamesCsv(buffer: Buffer): ExternalGameInput[] {
  let records: Record<string, string>[];
  try {
    records = parse(buffer, { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (e) {
    throw badRequest(`Invalid CSV: ${e instanceof Error ? e.message : String(e)}`, 'INVALID_CSV');
  }
  if (records.length > 5000) throw badRequest('A CSV import holds at most 5000 games', 'TOO_MANY');
  return records.map((r) => Object.fromEntries(COLUMNS.filter((c) => r[c] !== undefined).map((c) => [c, r[c]])) as ExternalGameInput);
}
