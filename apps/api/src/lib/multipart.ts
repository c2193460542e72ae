import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { containsUnstorable, UNSTORABLE_TEXT_MESSAGE } from '../plugins/input-guard.js';

export interface FormWithFile {
  fields: Record<string, string>;
  file?: Buffer;
}

/** The answer to a multipart body that cannot be parsed: no boundary, cut off, malformed parts. */
const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please try sending it again.';

/**
 * Reads a multipart form, or a JSON body, into string fields plus at most one file from one of
 * `fileFields`. A file above `maxBytes` throws AppError PAYLOAD_TOO_LARGE with `tooLargeMessage`;
 * an empty part without a file name counts as no file. Too many parts, and a body that is not
 * well-formed multipart, throw BAD_REQUEST.
 */
export async function readForm(req: FastifyRequest, opts: { fileFields: string[]; maxBytes: number; tooLargeMessage: string }): Promise<FormWithFile> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
    return { fields };
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes, files: 1, fields: 30, fieldSize: 16_384 } })) {
      if (part.type === 'file') {
        const buf = await part.toBuffer();
        // A file input left empty sends a part with no name and no bytes: that is "no file". A named
        // file with no bytes is a bad upload and goes on to be refused as not an image.
        if (opts.fileFields.includes(part.fieldname) && (buf.length > 0 || part.filename)) file = buf;
      } else if (typeof part.value === 'string') {
        if (containsUnstorable(part.value) || containsUnstorable(part.fieldname)) throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', opts.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', 'Too many form fields or files');
    if (err instanceof AppError) throw err;
    // Everything else here comes from parsing the client's bytes (busboy's plain Errors such as
    // "Boundary not found" or "Unexpected end of multipart data", a closed connection): bad input.
    throw new AppError('BAD_REQUEST', UNREADABLE_FORM_MESSAGE);
  }
  return { fields, file };
}

/** Client IP and user agent of a request, for sessions and login history. */
export function requestMeta(req: FastifyRequest) {
  return { ip: req.ip, userAgent: req.headers['user-agent'] };
}

/**
 * Reads the pictures of a multipart body one at a time (several pictures in one upload):
 * each call of the returned `next` gives the next file's bytes, or undefined at the end, so the
 * caller stores one before the next is read and at most one file is held in memory. Fields are
 * skipped. A file above `maxBytes` throws PAYLOAD_TOO_LARGE with `tooLargeMessage`, more than
 * `maxFiles` files BAD_REQUEST `tooManyMessage`, a body that is not multipart BAD_REQUEST
 * `noFilesMessage`, a malformed one BAD_REQUEST UNREADABLE_FORM_MESSAGE.
 */
export function fileReader(
  req: FastifyRequest,
  opts: { maxBytes: number; maxFiles: number; tooLargeMessage: string; tooManyMessage: string; noFilesMessage: string },
): () => Promise<Buffer | undefined> {
  if (!req.isMultipart())
    return async () => {
      throw new AppError('BAD_REQUEST', opts.noFilesMessage);
    };
  const parts = req.parts({ limits: { fileSize: opts.maxBytes, files: opts.maxFiles, fields: 30, fieldSize: 16_384 } })[Symbol.asyncIterator]();
  return async () => {
    try {
      for (;;) {
        const { value: part, done } = await parts.next();
        if (done) return undefined;
        if (part.type !== 'file') continue;
        const buf = await part.toBuffer();
        if (buf.length > 0 || part.filename) return buf;
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', opts.tooLargeMessage);
      if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', opts.tooManyMessage);
      if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', 'Too many form fields or files');
      if (err instanceof AppError) throw err;
      throw new AppError('BAD_REQUEST', UNREADABLE_FORM_MESSAGE);
    }
  };
}
