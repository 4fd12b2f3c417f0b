import http from 'node:http';
import { siteUrl } from './site.ts';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent: still compressed when the server compressed it. */
  body: Buffer;
}

/**
 * A request that sends only the headers given. fetch() adds its own Accept-Encoding and
 * decompresses behind the test's back, which would hide exactly what content negotiation
 * tests need to see.
 */
export function rawRequest(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(siteUrl(path), { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
