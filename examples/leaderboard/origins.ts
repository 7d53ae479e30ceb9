/**
 * Which web pages may post scores. A browser names the page that sends a request in its `Origin`
 * header; a request from the server's own page, or from an origin in the allowed list, may post,
 * any other page may not. A request without `Origin` is not from a page's script (curl, a game
 * client, a same-origin form in an old browser) and is let through: the other checks still apply.
 * Allowed origins get the CORS headers that let their pages post and read the answer.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/** An origin as `Origin` writes it (`https://example.com`, port only when not the default). */
function normalizeOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RangeError(`allowed origin ${JSON.stringify(text)} must be a URL such as https://example.com`);
  }
  if (url.origin === 'null' || `${url.origin}/` !== url.href) {
    throw new RangeError(`allowed origin ${JSON.stringify(text)} must be a scheme and host only, such as https://example.com`);
  }
  return url.origin;
}

/** What {@link OriginPolicy.check} found. */
export type OriginCheck =
  /** No `Origin`, or the server's own: no CORS headers needed. */
  | { allowed: true; cors: null }
  /** An allowed foreign origin: answer with these CORS headers. */
  | { allowed: true; cors: OutgoingHttpHeaders }
  | { allowed: false; origin: string };

export class OriginPolicy {
  readonly #allowed: ReadonlySet<string>;

  /** `allowed`: origins besides the server's own, such as `https://example.com`. Throws a RangeError for one that is not an origin. */
  constructor(allowed: readonly string[] = []) {
    this.#allowed = new Set(allowed.map(normalizeOrigin));
  }

  check(req: IncomingMessage): OriginCheck {
    const origin = req.headers.origin;
    if (origin === undefined) return { allowed: true, cors: null };
    if (this.#allowed.has(origin)) {
      return {
        allowed: true,
        cors: { 'access-control-allow-origin': origin, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', vary: 'origin' },
      };
    }
    // The server's own page: the origin's host is the one the request was sent to.
    if (URL.canParse(origin) && new URL(origin).host === req.headers.host) return { allowed: true, cors: null };
    return { allowed: false, origin };
  }
}
