/*
 * Where uploaded files live and how content names them. The editor's media library uploads
 * into content/media/ and writes the file's public path into the entry (/media/name.jpg); the
 * build reads the file from content/media/ (scripts/content/photos.ts). Nothing serves
 * /media/ itself: the site shows the variants the build makes, and the editor reads uploads
 * through its backend (src/admin/media-assets.tsx).
 */

/** The uploads' folder inside content/. */
export const mediaFolder = 'media';

/** How a content file names an upload: this, a slash and the file's name. */
export const mediaPublicFolder = `/${mediaFolder}`;

/**
 * The file name of a picture the build can make variants of. The media library names an upload
 * after the file, lower-cased, with spaces made dashes and other letters (Chinese ones too)
 * kept; a file a developer adds may have an upper-case extension. No flags: the editor tests
 * this pattern with a plain RegExp. No slash, and no leading dot, so it stays a file of the
 * media folder itself.
 */
export const pictureFileName =
  /(?!\.)[^/\\]+\.(?:jpe?g|png|webp|avif|tiff?|JPE?G|PNG|WEBP|AVIF|TIFF?)/;

export const pictureRule =
  'choose a JPEG, PNG, WebP, AVIF or TIFF picture in the media folder (content/media)';
