import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link that hands out one document (docs/decisions/076-download-request-and-signed-links.md):
 * `/documents/<document id>.pdf?expires=<unix seconds>&signature=<HMAC-SHA256, base64url>`.
 * The signature covers the document's id and the moment the link expires, so a link names one
 * file for one week, and changing any character of it (the id, the time, the signature) makes
 * it one the server refuses.
 */
export const documentLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Where signed links point; nothing is ever served here without a valid signature. */
export const documentsPathPrefix = '/documents/';

/** A document id as product-documents.ts makes them: "zs-VT15.specSheet.zh", "zs-EM25.brochure.en.em25-brochure". */
const documentIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const expiresPattern = /^[0-9]{1,12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

/** Why a link is refused: a forged or altered one, or one whose week is over. */
export type DocumentLinkCheck =
  | { valid: true; documentId: string; expiresAt: Date }
  | { valid: false; reason: 'invalid' | 'expired'; documentId?: string };

/** A signed link, and the moment it expires (whole seconds, as the link states it). */
export interface SignedDocumentLink {
  link: string;
  expiresAt: Date;
}

/** The key's shortest length in bytes: HMAC-SHA256 gains nothing from more than 32. */
export const documentLinkKeyMinBytes = 32;

export class DocumentLinks {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length < documentLinkKeyMinBytes) {
      throw new Error(`The document link key must be at least ${documentLinkKeyMinBytes} bytes.`);
    }
    this.key = key;
  }

  private signature(documentId: string, expires: string): string {
    return createHmac('sha256', this.key)
      .update(`document-link/1\n${documentId}\n${expires}`)
      .digest('base64url');
  }

  /** A link to this document (its path and query), valid for seven days from `now`. */
  sign(documentId: string, now = Date.now()): SignedDocumentLink {
    if (!documentIdPattern.test(documentId)) throw new Error(`Not a document id: ${documentId}`);
    const seconds = Math.ceil((now + documentLinkLifetimeMs) / 1000);
    const expires = String(seconds);
    const query = new URLSearchParams({ expires, signature: this.signature(documentId, expires) });
    return {
      link: `${documentsPathPrefix}${documentId}.pdf?${query}`,
      expiresAt: new Date(seconds * 1000),
    };
  }

  /** Checks a link's path and query, as the route received them. */
  verify(
    pathname: string,
    query: { expires?: unknown; signature?: unknown },
    now = Date.now(),
  ): DocumentLinkCheck {
    if (!pathname.startsWith(documentsPathPrefix) || !pathname.endsWith('.pdf')) {
      return { valid: false, reason: 'invalid' };
    }
    const documentId = pathname.slice(documentsPathPrefix.length, -'.pdf'.length);
    const { expires, signature } = query;
    if (
      !documentIdPattern.test(documentId) ||
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !expiresPattern.test(expires) ||
      !signaturePattern.test(signature)
    ) {
      return { valid: false, reason: 'invalid' };
    }
    const expected = Buffer.from(this.signature(documentId, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { valid: false, reason: 'invalid' };
    }
    const expiresAt = new Date(Number(expires) * 1000);
    // Only a genuine link may say which document it was for, so the refusal can offer it again.
    if (expiresAt.getTime() <= now) return { valid: false, reason: 'expired', documentId };
    return { valid: true, documentId, expiresAt };
  }
}
