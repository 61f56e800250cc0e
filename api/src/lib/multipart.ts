import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { UploadedFilePart } from '@yardsale/core/schemas/uploads';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { invalid, Refusal, tooLarge } from '@/services/errors';

/** A file part as core's schemas see it (UploadedFilePart), its bytes a Buffer. */
export type UploadedFile = UploadedFilePart & { buffer: Buffer };

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** MIME types accepted for files; the content is checked again when it is decoded. */
  acceptTypes: readonly string[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
  /** The refusal when more than maxFiles files come (default: 'At most N files can be uploaded'). */
  tooManyFilesMessage?: string;
}


/** Reads a multipart body into text fields and file buffers, enforcing count, size and type. */
async function readMultipart(request: FastifyRequest, limits: MultipartLimits) {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 50, fieldSize: 64 * 1024 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!limits.acceptTypes.includes(part.mimetype)) {
        part.file.resume();
        throw invalid(limits.wrongTypeMessage);
      }
      const buffer = await part.toBuffer();
      files.push({ fieldname: part.fieldname, mimetype: part.mimetype, buffer });
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw invalid(limits.tooManyFilesMessage ?? `At most ${limits.maxFiles} files can be uploaded`);
    // Anything else is the body itself: no boundary, cut short, malformed headers.
    throw invalid(REQUEST_MESSAGES.malformedUpload);
  }
  return { fields, files };
}

/** Multipart fields carry objects as JSON strings (SPEC section 7). */
function parseJsonFields(fields: Record<string, string>, names: readonly string[]): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...fields };
  for (const name of names) {
    if (fields[name] === undefined) continue;
    try {
      parsed[name] = JSON.parse(fields[name]);
    } catch {
      throw invalid(`${name} must be valid JSON`);
    }
  }
  return parsed;
}

export interface MultipartBodyOptions extends MultipartLimits {
  /** Fields sent as JSON text. */
  jsonFields?: readonly string[];
  /** Without it, a request that is not multipart is refused with this message; with none, JSON passes. */
  requiredMessage?: string;
}

/**
 * A preValidation hook: a multipart body becomes `request.body` (fields, JSON fields parsed, each
 * file under its field name as an UploadedFile, a repeated file field as a list of them), so the
 * route's body schema validates it like JSON.
 */
export function multipartBody(options: MultipartBodyOptions): preValidationHookHandler {
  return async (request) => {
    if (!request.isMultipart()) {
      if (options.requiredMessage) throw invalid(options.requiredMessage);
      return;
    }
    const { fields, files } = await readMultipart(request, options);
    const body = parseJsonFields(fields, options.jsonFields ?? []);
    for (const file of files) {
      const earlier = body[file.fieldname];
      body[file.fieldname] = earlier === undefined ? file : [earlier, file].flat();
    }
    request.body = body;
  };
}

/** The bytes of a file part (already a Buffer when it came through multipartBody). */
export const fileBytes = (file: { buffer: Uint8Array }): Buffer => (Buffer.isBuffer(file.buffer) ? file.buffer : Buffer.from(file.buffer));
