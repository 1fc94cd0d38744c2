import { Type } from '@sinclair/typebox';
import { Candidate, ErrorBody, ExternalGameInput, ExternalImportBody, ImportReport } from '@portal/contracts';
import { badRequest, type App } from '@portal/server-kit';
import { toCandidate } from '../candidates/candidate.view';
import type { ExternalImportService } from './external-import.service';
import { parseGamesCsv } from './csv-import';

const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

export function importRoutes(app: App, imports: ExternalImportService): void {
  const errors = { 400: ErrorBody, 409: ErrorBody };

  app.post(
    '/api/candidates/external',
    { schema: { body: ExternalGameInput, response: { 200: Type.Object({ success: Type.Boolean(), candidate: Candidate }), ...errors } } },
    async (req) => {
      req.operationLog = { operation: 'candidate.add', gameName: req.body.name?.trim() ?? '' };
      const doc = await imports.addOne(req.body);
      req.operationLog.targetId = doc.id;
      return { success: true, candidate: toCandidate(doc) };
    },
  );

  // A JSON array of games, or { games: [...] }.
  app.post(
    '/api/candidates/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: Type.Union([Type.Array(ExternalGameInput, { maxItems: 5000 }), ExternalImportBody]), response: { 200: ImportReport, ...errors } } },
    async (req) => {
      const games = Array.isArray(req.body) ? req.body : req.body.games;
      const report = await imports.importMany(games);
      req.operationLog = { operation: 'candidate.import', gameName: `${report.success}/${report.total} games`, details: report.errors.slice(0, 20).join('; ') };
      return report;
    },
  );

  // A CSV file (multipart field "file") with a header row.
  app.post('/api/candidates/import/csv', { schema: { response: { 200: ImportReport, ...errors } } }, async (req) => {
    if (!req.isMultipart()) throw badRequest('Send the CSV as multipart/form-data in a field named file');
    const file = await req.file({ limits: { fileSize: IMPORT_BODY_LIMIT, files: 1 } });
    if (!file) throw badRequest('No file uploaded');
    const buffer = await file.toBuffer();
    const report = await imports.importMany(parseGamesCsv(buffer));
    req.operationLog = { operation: 'candidate.import', gameName: `${report.success}/${report.total} games`, details: `${file.filename}; ${report.errors.slice(0, 20).join('; ')}` };
    return report;
  });
}
