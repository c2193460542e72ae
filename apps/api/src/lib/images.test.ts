import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageStore } from './images.js';

/** The image store's limits (docs/decisions/007-images.md). */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-images-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const blank = (width: number, height: number, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background: { r: 250, g: 250, b: 250, alpha: 1 } } });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { status?: number; message?: string }) => ({ status: err.status, message: err.message }),
  );
const stored = (key: string, width: number) => sharp(path.join(dir, `${key}-${width}.webp`)).metadata();

describe('image store', () => {
  it('takes the 24 MP photo of a recent phone (5712 × 4284) and stores it 1200 px wide at most', async () => {
    const store = createImageStore(dir);
    const key = await store.save(await blank(5712, 4284).jpeg().toBuffer(), 'photos');
    expect(await stored(key, 1200)).toMatchObject({ width: 1200, height: 900 });
    expect(await stored(key, 320)).toMatchObject({ width: 320, height: 240 });
  });

  it('refuses pictures that decode whole at fewer pixels, saying how many it takes', async () => {
    const store = createImageStore(dir);
    const refused = async (picture: Promise<Buffer>) => refusal(store.save(await picture, 'photos'));
    // A progressive JPEG's decoder keeps every coefficient: 6 bytes a pixel, so 17 MP.
    expect(await refused(blank(5000, 4000).jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer())).toEqual({ status: 422, message: 'The picture is too large (at most 17 megapixels)' });
    // An interlaced PNG is held whole, twice: 8 bytes a pixel with 4 bands, 16 at 16 bits a sample.
    expect(await refused(blank(4000, 4000, 4).png({ progressive: true, compressionLevel: 9 }).toBuffer())).toEqual({ status: 422, message: 'The picture is too large (at most 13 megapixels)' });
    expect(await refused(blank(3000, 3000, 4).toColourspace('rgb16').png({ progressive: true, compressionLevel: 9 }).toBuffer())).toEqual({
      status: 422,
      message: 'The picture is too large (at most 6 megapixels)',
    });
    expect(store.decodes.started).toBe(0);
  });

  it('takes a 20 MP PNG that is read line by line', async () => {
    const store = createImageStore(dir);
    const key = await store.save(await blank(5000, 4000, 4).png({ compressionLevel: 9 }).toBuffer(), 'photos');
    expect(await stored(key, 1200)).toMatchObject({ width: 1200, height: 960 });
  });

  it('keeps renditions of a thin strip at most three times as tall as wide', async () => {
    const store = createImageStore(dir);
    const key = await store.save(await blank(300, 4000).png().toBuffer(), 'photos');
    expect(await stored(key, 1200)).toMatchObject({ width: 270, height: 3600 });
    expect(await stored(key, 320)).toMatchObject({ width: 72, height: 960 });
  });

  it('decodes one picture at a time however many are saved at once', async () => {
    const store = createImageStore(dir);
    const pictures = await Promise.all(
      ['#f00', '#0f0', '#00f', '#ff0', '#0ff'].map((c) =>
        sharp({ create: { width: 900, height: 700, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const keys = await Promise.all(pictures.map((p) => store.save(p, 'photos')));
    expect(new Set(keys).size).toBe(5);
    expect(store.decodes).toEqual({ active: 0, waiting: 0, started: 5, peakActive: 1 });
  });
});
