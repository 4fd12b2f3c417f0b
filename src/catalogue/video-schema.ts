import { z } from 'zod';
import { picture, withInfo } from '../content/field-info.ts';
import { languages } from '../i18n/languages.ts';
import { videoSources } from './product-videos.ts';

/** An https address whose path ends in one of `extensions`; a query string may follow. */
function fileAddress(extensions: string, rule: string) {
  return z
    .string({ error: rule })
    .regex(
      new RegExp(`^https://[A-Za-z0-9.-]+(:[0-9]+)?/[^\\s?#]*\\.(${extensions})(\\?[^\\s#]*)?$`),
      rule,
    );
}

/** The editor's words for the languages (its own language is English). */
const spokenLanguages = { en: 'English', zh: 'Chinese' };

const bilibiliId = /^BV[0-9A-Za-z]{10}$/;
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/**
 * A product video (issue 34) in one language. Flat rather than a union of shapes: the editor
 * has no field that changes its form with a choice, so every field shows, the source says which
 * apply, and the check below names each field the source needs or refuses.
 *
 * A file video is played by the browser from the company's own host or CDN: an MP4 every
 * browser plays, optionally an HLS stream that Safari prefers, a poster and WebVTT captions. An
 * embed is a Bilibili or YouTube id, shown as a button until the visitor asks to play it.
 */
export const productVideoSchema = withInfo(
  z
    .object({
      language: withInfo(z.enum(languages), {
        label: 'Language',
        optionLabels: spokenLanguages,
        hint: 'The page in this language shows the video; the other page does not.',
      }),
      title: withInfo(z.string().trim().min(1, 'give the video a title'), {
        label: 'Title',
        hint: 'In the video\'s language, e.g. "ZS-VT15 corridor mapping flight". Also names the play button.',
      }),
      source: withInfo(z.enum(videoSources), {
        label: 'Where the video is',
        optionLabels: {
          file: 'A file on our website or CDN (MP4, HLS)',
          bilibili: 'Bilibili (for visitors in China)',
          youtube: 'YouTube (blocked in China)',
        },
        hint: 'A file on our own website or CDN plays everywhere, China included. Bilibili serves visitors in China; YouTube is blocked there.',
      }),
      mp4: withInfo(fileAddress('mp4', 'give the https address of an .mp4 file').optional(), {
        label: 'MP4 file address (file only)',
        hint: 'https://… on our website or CDN, ending in .mp4. Every browser plays it.',
      }),
      hls: withInfo(fileAddress('m3u8', 'give the https address of an .m3u8 playlist').optional(), {
        label: 'HLS stream address (file only, optional)',
        hint: 'https://… ending in .m3u8. Safari streams it; other browsers play the MP4.',
      }),
      captions: withInfo(
        fileAddress('vtt', 'give the https address of a WebVTT (.vtt) captions file').optional(),
        {
          label: 'Captions file address (file only)',
          hint: 'https://… ending in .vtt, on the same host as the video, which must allow this site to read it (CORS).',
        },
      ),
      captionsLanguage: withInfo(z.enum(languages).optional(), {
        label: 'Language of the captions (file only)',
        optionLabels: spokenLanguages,
      }),
      poster: picture({
        label: 'Poster picture',
        hint: 'Shown before the video plays, and on the Bilibili or YouTube play button (optional there). Upload one, or give its address below.',
      }).optional(),
      posterUrl: withInfo(
        fileAddress(
          'jpg|jpeg|png|webp|avif',
          'give the https address of a JPEG, PNG, WebP or AVIF picture',
        ).optional(),
        {
          label: 'Poster address (optional)',
          hint: 'https://… of a picture on our website or CDN, instead of an upload.',
        },
      ),
      embedId: withInfo(z.string().trim().optional(), {
        label: 'Bilibili or YouTube id (Bilibili and YouTube only)',
        hint: 'Bilibili: the BV number in the video\'s address, e.g. BV1xx411c7mD. YouTube: the 11 characters after "v=", e.g. dQw4w9WgXcQ.',
      }),
    })
    .strict()
    .superRefine((video, context) => {
      const need = (field: keyof typeof video, message: string) => {
        if (video[field] === undefined)
          context.addIssue({ code: 'custom', path: [field], message });
      };
      const refuse = (fields: (keyof typeof video)[], why: string) => {
        for (const field of fields) {
          if (video[field] !== undefined)
            context.addIssue({ code: 'custom', path: [field], message: why });
        }
      };
      if (video.source === 'file') {
        need('mp4', 'a file video needs the https address of its .mp4 file');
        need('captions', 'a file video needs WebVTT captions: give the address of its .vtt file');
        need('captionsLanguage', 'say which language the captions are in');
        if (video.poster === undefined && video.posterUrl === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['poster'],
            message: 'a file video needs a poster: upload a picture or give its address',
          });
        }
        refuse(['embedId'], 'a file video has no Bilibili or YouTube id: clear it');
        if (video.poster !== undefined && video.posterUrl !== undefined) {
          context.addIssue({
            code: 'custom',
            path: ['posterUrl'],
            message: 'give either an uploaded poster or a poster address, not both',
          });
        }
        return;
      }
      refuse(
        ['mp4', 'hls', 'captions', 'captionsLanguage', 'posterUrl'],
        `a ${video.source === 'bilibili' ? 'Bilibili' : 'YouTube'} video plays from there: clear this field`,
      );
      const [pattern, example] =
        video.source === 'bilibili'
          ? [bilibiliId, 'a Bilibili id is "BV" and 10 letters or digits, e.g. BV1xx411c7mD']
          : [youtubeId, 'a YouTube id is 11 letters, digits, - or _, e.g. dQw4w9WgXcQ'];
      if (video.embedId === undefined || !pattern.test(video.embedId)) {
        context.addIssue({ code: 'custom', path: ['embedId'], message: example });
      }
    }),
  { label: 'Video' },
);

export type ProductVideo = z.output<typeof productVideoSchema>;
