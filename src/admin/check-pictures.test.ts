import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pictureProblems } from './check-pictures.ts';

/* The editor's check of the pictures' paths before saving, on a real content file. */

const vt15 = (parse(readFileSync('content/drones/zs-vt15.yaml', 'utf8')) as { en: object }).en;
const withPhotos = (...images: string[]) => ({
  ...vt15,
  photos: images.map((image) => ({ image, alt: { en: 'The ZS-VT15', zh: 'ZS-VT15' } })),
});

describe('pictures, checked before saving', () => {
  it('accept uploads of the media folder, as the media library names them', () => {
    expect(
      pictureProblems('drones', 'zs-vt15', withPhotos('/media/vt15-field.jpg', '/media/航拍.png')),
    ).toEqual([]);
  });

  it('refuse a path outside the media folder, naming the field as the build does', () => {
    const rule =
      'choose a JPEG, PNG, WebP, AVIF or TIFF picture in the media folder (content/media)';
    expect(
      pictureProblems(
        'drones',
        'zs-vt15',
        withPhotos(
          '/media/ok.jpg',
          '/images/vt15.jpg',
          'content/media/vt15.jpg',
          '/media/../x.jpg',
        ),
      ),
    ).toEqual([
      `Photos › no. 2 › Photo: ${rule}`,
      `Photos › no. 3 › Photo: ${rule}`,
      `Photos › no. 4 › Photo: ${rule}`,
    ]);
  });
});
