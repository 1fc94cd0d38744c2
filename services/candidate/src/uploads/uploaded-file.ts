import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { HttpError } from '@portal/server-kit';

export interface UploadedFile {
  filename: string;
  stream: Readable;
}

/**
 * Runs `use` on the one file of a multipart request. A body the multipart parser cannot read
 * (no closing boundary, a broken part header) is the client's fault: 400 BAD_MULTIPART, not a
 * 500. Limits keep their own statuses (413), and errors of `use` itself stay what they are unless
 * the upload stream failed under it.
 */
export async function withUploadedFile<T>(req: FastifyRequest, opts: { fileSize: number; missing: string }, use: (file: UploadedFile) => Promise<T>): Promise<T> {
  if (!req.isMultipart()) throw new HttpError(400, opts.missing, 'BAD_REQUEST');
  let streamError: unknown;
  try {
    const file = await req.file({ limits: { fileSize: opts.fileSize, files: 1 } });
    if (!file) throw new HttpError(400, 'No file uploaded', 'BAD_REQUEST');
    file.file.once('error', (e: Error) => (streamError = e));
    return await use({ filename: file.filename, stream: file.file });
  } catch (e) {
    if (e instanceof HttpError && !streamError) throw e;
    const status = (e as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw e;
    if (streamError !== undefined || !(e instanceof HttpError) && isParserError(e)) {
      throw new HttpError(400, `Malformed multipart body: ${(e as Error).message}`, 'BAD_MULTIPART');
    }
    throw e;
  }
}

/** busboy's and @fastify/multipart's own complaints about a body, as opposed to our code failing. */
function isParserError(e: unknown): boolean {
  return e instanceof Error && /unexpected end of (form|file)|malformed|boundary|multipart|part header/i.test(e.message);
}
