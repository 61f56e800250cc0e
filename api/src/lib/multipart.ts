import type { FastifyRequest } from 'fastify';
import { HttpError } from '@/plugins/errors';

export interface UploadedFile {
  fieldname: string;
  mimetype: string;
  buffer: Buffer;
}

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** MIME types accepted for files; the content is checked again when it is decoded. */
  acceptTypes: readonly string[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

/** Reads a multipart body into text fields and file buffers, enforcing count, size and type. */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits) {
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
        throw new HttpError(400, limits.wrongTypeMessage);
      }
      const buffer = await part.toBuffer();
      files.push({ fieldname: part.fieldname, mimetype: part.mimetype, buffer });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, limits.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, `At most ${limits.maxFiles} files can be uploaded`);
    throw error;
  }
  return { fields, files };
}

/** Multipart fields carry objects as JSON strings (SPEC section 7). */
export function parseJsonFields(fields: Record<string, string>, names: readonly string[]): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...fields };
  for (const name of names) {
    if (fields[name] === undefined) continue;
    try {
      parsed[name] = JSON.parse(fields[name]);
    } catch {
      throw new HttpError(400, `${name} must be valid JSON`);
    }
  }
  return parsed;
}
