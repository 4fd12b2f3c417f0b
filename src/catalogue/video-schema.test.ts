import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentDir } from '../../scripts/build-layout.ts';
import { editorEntryType } from '../content/collections.ts';
import { describeProblem, parseEntry, type ContentProblem } from '../content/parse-entry.ts';
import { videoCspSources, videosIn } from './product-videos.ts';

/*
 * A drone's videos, checked as the build checks the ZS-VT15's file: each problem says the file,
 * the field as the editor labels it, and what to do.
 */

const file = 'content/drones/zs-vt15.yaml';
const vt15 = parse(readFileSync(path.join(contentDir, 'drones', 'zs-vt15.yaml'), 'utf8')) as {
  en: Record<string, unknown>;
};

const fileVideo = {
  language: 'en',
  title: 'ZS-VT15 corridor mapping flight',
  source: 'file',
  mp4: 'https://media.example.com/vt15/flight.mp4',
  captions: 'https://media.example.com/vt15/flight.en.vtt',
  captionsLanguage: 'en',
  posterUrl: 'https://media.example.com/vt15/poster.jpg',
};
const bilibiliVideo = {
  language: 'zh',
  title: 'ZS-VT15 走廊测绘实飞',
  source: 'bilibili',
  embedId: 'BV1xx411c7mD',
};

/** The problems of the ZS-VT15's file with `videos` in place of its own. */
function problemsWith(videos: unknown[]): string[] {
  const problems: ContentProblem[] = [];
  const raw = { ...vt15, en: { ...vt15.en, videos } };
  parseEntry(editorEntryType('drones', 'zs-vt15')!.entry, raw, file, problems);
  return problems.map(describeProblem);
}

describe("a drone's videos", () => {
  it('accept a video file on the CDN and a Bilibili or YouTube id', () => {
    expect(
      problemsWith([
        fileVideo,
        { ...fileVideo, hls: 'https://media.example.com/vt15/flight.m3u8?v=2' },
        bilibiliVideo,
        { ...bilibiliVideo, language: 'en', source: 'youtube', embedId: 'dQw4w9WgXcQ' },
      ]),
    ).toEqual([]);
  });

  it('refuse a file address that is not https, or not an .mp4', () => {
    expect(
      problemsWith([
        { ...fileVideo, mp4: 'http://media.example.com/vt15/flight.mp4' },
        { ...fileVideo, mp4: 'https://media.example.com/vt15/flight.mov' },
      ]),
    ).toEqual([
      `${file}, Videos › no. 1 › MP4 file address (file only): give the https address of an .mp4 file`,
      `${file}, Videos › no. 2 › MP4 file address (file only): give the https address of an .mp4 file`,
    ]);
  });

  it('refuse a file video without captions, without a poster, or with an embed id', () => {
    const bare = { ...fileVideo, captions: undefined, posterUrl: undefined };
    expect(problemsWith([{ ...bare, embedId: 'BV1xx411c7mD' }])).toEqual([
      `${file}, Videos › no. 1 › Captions file address (file only): a file video needs WebVTT captions: give the address of its .vtt file`,
      `${file}, Videos › no. 1 › Poster picture: a file video needs a poster: upload a picture or give its address`,
      `${file}, Videos › no. 1 › Bilibili or YouTube id (Bilibili and YouTube only): a file video has no Bilibili or YouTube id: clear it`,
    ]);
  });

  it('refuse captions that are not WebVTT', () => {
    expect(
      problemsWith([{ ...fileVideo, captions: 'https://media.example.com/vt15/flight.srt' }]),
    ).toEqual([
      `${file}, Videos › no. 1 › Captions file address (file only): give the https address of a WebVTT (.vtt) captions file`,
    ]);
  });

  it("refuse an id that is not Bilibili's or YouTube's, and a file address on an embed", () => {
    expect(
      problemsWith([
        { ...bilibiliVideo, embedId: 'av170001' },
        { ...bilibiliVideo, source: 'youtube', embedId: 'https://youtu.be/dQw4w9WgXcQ' },
        { ...bilibiliVideo, mp4: fileVideo.mp4 },
      ]),
    ).toEqual([
      `${file}, Videos › no. 1 › Bilibili or YouTube id (Bilibili and YouTube only): a Bilibili id is "BV" and 10 letters or digits, e.g. BV1xx411c7mD`,
      `${file}, Videos › no. 2 › Bilibili or YouTube id (Bilibili and YouTube only): a YouTube id is 11 letters, digits, - or _, e.g. dQw4w9WgXcQ`,
      `${file}, Videos › no. 3 › MP4 file address (file only): a Bilibili video plays from there: clear this field`,
    ]);
  });

  it("give a page's CSP the hosts of its language's videos only", () => {
    const videos = [
      fileVideo,
      { ...fileVideo, mp4: 'https://cdn2.example.com/a.mp4' },
      bilibiliVideo,
    ] as Parameters<typeof videosIn>[0]['videos'];
    expect(videoCspSources(videosIn({ videos }, 'en'))).toEqual({
      media: ['https://media.example.com', 'https://cdn2.example.com'],
      img: ['https://media.example.com'],
      frame: [],
    });
    expect(videoCspSources(videosIn({ videos }, 'zh'))).toEqual({
      media: [],
      img: [],
      frame: ['https://player.bilibili.com'],
    });
  });
});
