/** An error whose message is safe to show to the caller, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
