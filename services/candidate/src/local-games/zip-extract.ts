import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '@portal/server-kit';

export interface ZipLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const refuse = (message: string) => new HttpError(400, message, 'INVALID_ZIP');
/** Bounds on one entry's name, so a single entry cannot create thousands of folders. */
const MAX_NAME_LENGTH = 512;
const MAX_DEPTH = 16;

/** Why an entry name is unsafe, or null. Checked before anything is written. */
export function unsafeEntryName(name: string): string | null {
  if (name.length > MAX_NAME_LENGTH) return `is longer than ${MAX_NAME_LENGTH} characters`;
  if (name.split('/').filter(Boolean).length > MAX_DEPTH) return `is nested deeper than ${MAX_DEPTH} folders`;
  if (name.includes('\0')) return 'contains a NUL character';
  if (name.includes('\\')) return 'contains a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'is an absolute path';
  if (name.split('/').includes('..')) return 'escapes the game folder';
  return null;
}

/**
 * Unpacks an uploaded game zip into an empty folder, refusing anything that could write
 * outside it (absolute names, `..`, backslashes), symbolic links, encrypted entries, names too
 * long or too deep, and more entries (files and folders) or bytes than the limits allow. Sizes are checked against the bytes actually inflated,
 * not only what the zip claims.
 */
export async function extractZip(zipPath: string, dest: string, limits: ZipLimits): Promise<number> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true }, (err, z) => (err ? reject(refuse(`Invalid zip: ${err.message}`)) : resolve(z))),
  );
  const root = path.resolve(dest);
  let files = 0;
  let entries = 0;
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (e: unknown) => {
        zip.close();
        reject(e instanceof HttpError ? e : refuse(`Invalid zip: ${e instanceof Error ? e.message : String(e)}`));
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        void handle(entry).then(() => zip.readEntry(), fail);
      });
      const handle = async (entry: Entry) => {
        // Every entry counts, folders included: a zip of a million empty folders is no game.
        if (++entries > limits.maxFiles) throw refuse(`The zip holds more than ${limits.maxFiles} files and folders`);
        const name = (entry.fileName as unknown as Buffer).toString('utf8');
        const why = unsafeEntryName(name);
        if (why) throw refuse(`Zip entry ${JSON.stringify(name)} ${why}`);
        if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw refuse(`Zip entry ${JSON.stringify(name)} is a symbolic link`);
        if (entry.isEncrypted()) throw refuse(`Zip entry ${JSON.stringify(name)} is encrypted`);
        const target = path.resolve(root, name);
        if (target !== root && !target.startsWith(root + path.sep)) throw refuse(`Zip entry ${JSON.stringify(name)} escapes the game folder`);
        if (name.endsWith('/')) {
          await mkdir(target, { recursive: true });
          return;
        }
        files++;
        if (bytes + entry.uncompressedSize > limits.maxUnpackedBytes) throw refuse(`The zip unpacks to more than ${limits.maxUnpackedBytes} bytes`);
        await mkdir(path.dirname(target), { recursive: true });
        const stream = await new Promise<NodeJS.ReadableStream>((res, rej) => zip.openReadStream(entry, (err, s) => (err ? rej(err) : res(s))));
        const counter = new Transform({
          transform(chunk: Buffer, _enc, cb) {
            bytes += chunk.length;
            if (bytes > limits.maxUnpackedBytes) cb(refuse(`The zip unpacks to more than ${limits.maxUnpackedBytes} bytes`));
            else cb(null, chunk);
          },
        });
        // 'wx': never overwrite (a duplicate name in the zip is refused, not merged).
        await pipeline(stream, counter, createWriteStream(target, { flags: 'wx', mode: 0o644 }));
      };
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
