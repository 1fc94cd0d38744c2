import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CancelledError, type HttpClient } from './net/http-client';

/** Card sizes (the storefront's 4:3 cards at 1x and 2x). */
export const THUMB_SIZES = [
  { name: 'small', width: 320, height: 240 },
  { name: 'large', width: 640, height: 480 },
] as const;

export interface ThumbResult {
  small: string;
  large: string;
  remote: string;
}

const exists = (p: string) => stat(p).then(() => true, () => false);
const safeName = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 120);

/**
 * Downloads a game's image, checks it is an image (by decoding it, not by trusting the
 * content type), and writes WebP card sizes to MEDIA_ROOT/thumbs, served at /media/thumbs/.
 * File names derive from the candidate key, so a re-crawl or a second worker reuses them.
 */
export class ThumbnailStore {
  private readonly dir: string;
  constructor(
    mediaRoot: string,
    private readonly http: HttpClient,
    private readonly maxBytes: number,
  ) {
    this.dir = path.join(mediaRoot, 'thumbs');
  }

  async make(key: string, remoteUrl: string, signal?: AbortSignal): Promise<ThumbResult> {
    const base = safeName(key);
    const files = THUMB_SIZES.map((s) => ({ ...s, file: `${base}-${s.width}x${s.height}.webp` }));
    const result = {
      small: `/media/thumbs/${files[0]!.file}`,
      large: `/media/thumbs/${files[1]!.file}`,
      remote: remoteUrl,
    };
    const present = await Promise.all(files.map((f) => exists(path.join(this.dir, f.file))));
    if (present.every(Boolean)) return result;

    const res = await this.http.get(remoteUrl, { maxBytes: this.maxBytes, signal, accept: 'image/*' });
    if (res.contentType && !/^image\//i.test(res.contentType) && !/octet-stream/i.test(res.contentType)) {
      throw new Error(`not an image (content-type ${res.contentType.split(';')[0]})`);
    }
    let meta: sharp.Metadata;
    try {
      meta = await sharp(res.body, { limitInputPixels: 40_000_000 }).metadata();
    } catch {
      throw new Error('not a decodable image');
    }
    if (!meta.width || !meta.height) throw new Error('not a decodable image');
    if (signal?.aborted) throw new CancelledError();
    await mkdir(this.dir, { recursive: true });
    // One decode shared by both sizes; WebP effort 2 is several times faster than the default
    // at card sizes, with files a few percent larger.
    const decoded = sharp(res.body, { limitInputPixels: 40_000_000 }).rotate();
    await Promise.all(
      files.map(async (f) => {
        const out = await decoded.clone().resize(f.width, f.height, { fit: 'cover' }).webp({ quality: 78, effort: 2 }).toBuffer();
        // Written aside and renamed: readers (nginx) never see half a file.
        const final = path.join(this.dir, f.file);
        const tmp = `${final}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(tmp, out);
        await rename(tmp, final);
      }),
    );
    return result;
  }
}
