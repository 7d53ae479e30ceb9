/**
 * Which web pages may post scores. A browser names the page that sends a request in its `Origin`
 * header; a request from the server's own page (the origin it listens on), or from an origin in
 * the allowed list, may post, any other page may not. The `Host` header is never trusted for this:
 * a page on a name the attacker points at this server (DNS rebinding) sends an `Origin` equal to
 * its `Host`. A server reached under another name (behind a proxy) lists that origin. A request without `Origin` is not from a page's script (curl, a game
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
  readonly #own = new Set<string>();

  /** `allowed`: origins besides the server's own, such as `https://example.com`. Throws a RangeError for one that is not an origin. */
  constructor(allowed: readonly string[] = []) {
    this.#allowed = new Set(allowed.map(normalizeOrigin));
  }

  /** The server's own origin, such as `http://127.0.0.1:8787`: its pages post without CORS headers. */
  allowOwn(origin: string): void {
    this.#own.add(normalizeOrigin(origin));
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
    if (this.#own.has(origin)) return { allowed: true, cors: null };
    return { allowed: false, origin };
  }
}
