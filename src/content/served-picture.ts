/**
 * A picture the build copied from the media folder as it is (a QR code, scripts/content/
 * qr-codes.ts): its URL and its size in pixels, for the width and height attributes that keep
 * its place while it loads.
 */
export interface ServedPicture {
  src: string;
  width: number;
  height: number;
}
