// The HTML snippets of the README and the docs pages, each run as a page in Chromium against the
// build's dist/ folder: a snippet must load with no console error, no page error and no failed
// request, and the elements it names must be defined. Used by check-stories.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json' };

/** Every ```html block of README.md and docs/*.md, with where it is. */
export function htmlSnippets() {
  const files = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
  const snippets = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() !== '```html') continue;
      const start = i + 1;
      let end = start;
      while (end < lines.length && lines[end].trim() !== '```') end++;
      snippets.push({ where: `${file}:${start}`, html: lines.slice(start, end).join('\n') });
      i = end;
    }
  }
  return snippets;
}

/**
 * A page for a snippet. A snippet that loads nothing itself (a fragment showing attributes) gets the
 * module builds of both elements, as the page it would be pasted into has. Snippets name files as a
 * reader has them (`dist/tetris-game.min.js`, or `tetris-game.iife.js` copied next to the page): the
 * server finds each in dist/ by the end of its path.
 */
function page(html) {
  const loads = /<script[^>]*\bsrc=|\bimport\b/.test(html);
  const modules = loads ? '' : '<script type="module" src="dist/tetris-game.min.js"></script><script type="module" src="dist/tetris-versus.min.js"></script>';
  return `<!doctype html><html><head><title>snippet</title>${modules}</head><body>${html}</body></html>`;
}

/** A file of dist/ named by the end of a request's path, or null. */
function distFile(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  for (let k = parts.length; k >= 1; k--) {
    const candidate = join('dist', ...parts.slice(parts.length - k));
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Runs every snippet in its own page of `browser`; adds what went wrong to `problems`. */
export async function checkSnippets(browser, problems) {
  const snippets = htmlSnippets();
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    const snippet = /^\/snippet\/(\d+)\.html$/.exec(pathname);
    if (snippet) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(page(snippets[Number(snippet[1])].html));
    if (pathname === '/favicon.ico') return res.writeHead(204).end();
    const file = distFile(pathname);
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    for (const [index, { where, html }] of snippets.entries()) {
      const page = await browser.newPage();
      const label = `snippet at ${where}`;
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${label}: console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`${label}: request failed: ${request.url()}`));
      await page.goto(`${origin}/snippet/${index}.html`, { waitUntil: 'load' });
      const tags = [...new Set(html.match(/<tetris-[a-z-]+/g) ?? [])].map((tag) => tag.slice(1));
      const undefinedTags = await page.evaluate(
        (names) => Promise.all(names.map((name) => Promise.race([customElements.whenDefined(name).then(() => null), new Promise((resolve) => setTimeout(resolve, 10000, name))]))),
        tags,
      );
      for (const tag of undefinedTags.filter(Boolean)) problems.push(`${label}: <${tag}> was never defined`);
      console.log(`${label}: ${tags.join(', ') || 'no element'} ok`);
      await page.close();
    }
  } finally {
    server.close();
  }
  return snippets.length;
}
