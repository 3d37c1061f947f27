// Reads a multipart upload with busboy: text fields, and files of the named fields in memory,
// each bounded in bytes (a file over the bound is refused by its name as soon as it passes it,
// and nothing is kept), the number of files bounded too.
import busboy from 'busboy';
import type { Request } from 'express';
import { FolderMessages } from '@dm/contracts';
import { PayloadTooLargeError, ValidationError } from '@dm/platform';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export function readMultipart(req: Request, options: { fileFields: string[]; maxFiles: number; maxFileBytes: number; maxFieldBytes?: number }): Promise<MultipartBody> {
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) return Promise.reject(new ValidationError(FolderMessages.noFile, 'file'));
  return new Promise((resolve, reject) => {
    let failed: Error | null = null;
    const fail = (e: Error) => {
      if (!failed) failed = e;
    };
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: options.maxFiles, fileSize: options.maxFileBytes, fields: 20, fieldSize: options.maxFieldBytes ?? 1000, parts: options.maxFiles + 20 } });
    } catch {
      reject(new ValidationError(FolderMessages.noFile, 'file'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const name = (info.filename || 'file').slice(0, 200);
      if (!options.fileFields.includes(field)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        if (!failed) chunks.push(c);
      });
      stream.on('limit', () => fail(new PayloadTooLargeError(FolderMessages.tooLarge(name, Math.round(options.maxFileBytes / 1024 / 1024)))));
      stream.on('end', () => {
        if (!failed) files.push({ name, bytes: Buffer.concat(chunks) });
      });
    });
    bb.on('filesLimit', () => fail(new ValidationError(FolderMessages.tooManyFiles(options.maxFiles), 'file')));
    bb.on('error', () => fail(new ValidationError(FolderMessages.noFile, 'file')));
    bb.on('close', () => (failed ? reject(failed) : resolve({ fields, files })));
    req.pipe(bb);
  });
}
