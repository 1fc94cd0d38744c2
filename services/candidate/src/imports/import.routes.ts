import { Type } from '@sinclair/typebox';
import { Candidate, ErrorBody, ExternalGameInput, ExternalImportBody, ImportReport } from '@portal/contracts';
import { type App } from '@portal/server-kit';
import { withUploadedFile } from '../uploads/uploaded-file';
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
    const { filename, buffer } = await withUploadedFile(req, { fileSize: IMPORT_BODY_LIMIT, missing: 'Send the CSV as multipart/form-data in a field named file' }, async (file) => ({
      filename: file.filename,
      buffer: await streamToBuffer(file.stream),
    }));
    const report = await imports.importMany(parseGamesCsv(buffer));
    req.operationLog = { operation: 'candidate.import', gameName: `${report.success}/${report.total} games`, details: `${filename}; ${report.errors.slice(0, 20).join('; ')}` };
    return report;
  });
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = stream as NodeJS.ReadableStream & { truncated?: boolean };
  // The size limit cuts the stream short and marks it: that is a 413, not a shorter file.
  if (file.truncated) throw Object.assign(new Error('The file is too large'), { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  return Buffer.concat(chunks);
}
