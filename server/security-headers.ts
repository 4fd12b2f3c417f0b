import type { VideoCspSources } from '../src/catalogue/product-videos.ts';

const commonHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** What no page of either policy may do: plugins, a foreign base URL or form target, framing. */
const lockedDown = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * Strict headers for every response. Scripts run only from this origin plus the hashed inline
 * scripts, styles only from this origin plus the hashed inline style (the Chinese faces);
 * nothing may frame the site. 'wasm-unsafe-eval' lets the site search (Pagefind) compile its
 * WebAssembly; it allows no eval() of JavaScript.
 *
 * A page that shows videos (`videos`, from build-info.json) also allows their hosts: the CDN
 * its video files and captions play from, the host of a poster given by address, and the player
 * of Bilibili or YouTube. Every other page allows none of them.
 */
export function securityHeaders(
  scriptHashes: readonly string[],
  styleHashes: readonly string[],
  videos: VideoCspSources = { media: [], img: [], frame: [] },
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    ["img-src 'self' data:", ...videos.img].join(' '),
    ...(videos.media.length > 0 ? [["media-src 'self'", ...videos.media].join(' ')] : []),
    ...(videos.frame.length > 0 ? [["frame-src 'self'", ...videos.frame].join(' ')] : []),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    ...lockedDown,
  ].join('; ');
  return { 'content-security-policy': csp, ...commonHeaders };
}

/**
 * The content editor's headers (/admin/ only). Decap CMS needs what the site never allows: it
 * compiles its configuration schema with new Function ('unsafe-eval'), styles itself with
 * injected style elements ('unsafe-inline'), shows uploads from blob: URLs, and talks to the
 * git host (or the local proxy) named when the site was built. Framing stays forbidden.
 *
 * Its GitHub sign-in opens the OAuth service in a window that answers through `window.opener`;
 * under `same-origin` that window would lose its opener the moment it left the site, and the
 * sign-in would hang (docs/decisions/103). `same-origin-allow-popups` keeps the editor's own
 * windows and still refuses any other site a handle on the editor.
 */
export function editorSecurityHeaders(connectOrigins: readonly string[]): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${connectOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'self'",
    ...lockedDown,
  ].join('; ');
  return {
    'content-security-policy': csp,
    ...commonHeaders,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}
