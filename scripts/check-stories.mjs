// After `npm run build-storybook`: serves the static build and loads every story alone (its
// iframe page) in headless Chromium. Each must show a `<tetris-game>` with a non-empty box and a
// drawn canvas, and log no console error; each docs page must list the element's public API as
// custom-elements.json gives it, each row once; each reference page (docs/*.md through
// stories/docs/*.mdx) must render its headings; and each HTML snippet of the README and the docs
// pages must run against dist/ (docs-snippets.mjs). Usage: node scripts/check-stories.mjs [storybook-static]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { checkSnippets } from './docs-snippets.mjs';

const root = process.argv[2] ?? 'storybook-static';
const executablePath =
  process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  if (req.url === '/favicon.ico') return res.writeHead(204).end();
  const name = normalize(decodeURIComponent(new URL(req.url, 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = readFileSync(join(root, name.endsWith('/') ? `${name}index.html` : name));
    res.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const { entries } = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(entries).filter((entry) => entry.type === 'story');
const isPage = (entry) => entry.importPath.endsWith('.mdx');
const docs = Object.values(entries).filter((entry) => entry.type === 'docs' && !isPage(entry));
const pages = Object.values(entries).filter((entry) => entry.type === 'docs' && isPage(entry));

/** In the page: the first <tetris-game>'s (or <tetris-versus>'s) box and canvas, once it has both (or the last seen). */
function measure() {
  const game = document.querySelector('#storybook-root tetris-game, tetris-game, tetris-versus');
  const canvas = game?.shadowRoot?.querySelector('canvas');
  const box = game?.getBoundingClientRect();
  return {
    found: Boolean(game),
    width: box?.width ?? 0,
    height: box?.height ?? 0,
    canvas: canvas ? [canvas.width, canvas.height] : [0, 0],
    status: game?.status ?? game?.phase,
  };
}

/** In the page: the docs table's rows as `category: name`. */
function tableRows() {
  const rows = [];
  let category = '';
  for (const row of document.querySelectorAll('.docblock-argstable tbody tr')) {
    const section = row.getAttribute('title')?.match(/^(?:Hide|Show) (.+) items$/);
    if (section) {
      category = section[1];
      continue;
    }
    const name = row.querySelector('td span')?.textContent?.trim();
    if (name) rows.push(`${category}: ${name}`);
  }
  return rows;
}

/** Every name the manifest gives an element's public API, as the docs tables spell them. */
function publicNames(tagName) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const element = manifest.modules.flatMap((module) => module.declarations ?? []).find((item) => item.tagName === tagName);
  const names = (list = [], spell = (name) => name) => list.map((item) => spell(item.name));
  return new Set([
    ...names(element.attributes),
    ...names(element.members.filter((member) => member.kind === 'field')),
    ...names(element.members.filter((member) => member.kind === 'method'), (name) => `${name}()`),
    ...names(element.events),
    ...names(element.slots),
    ...names(element.cssParts),
    ...names(element.cssProperties),
    ...names(element.cssStates, (name) => `:state(${name})`),
  ]);
}
const PUBLIC = { 'tetris-game': publicNames('tetris-game'), 'tetris-versus': publicNames('tetris-versus') };

/** Names that several kinds share: each must keep a row in each of its kinds. */
const SHARED_NAMES = [
  'attributes: touch-buttons',
  'css shadow parts: touch-buttons',
  'events: game-over',
  'slots: game-over',
  'events: score',
  'read-only properties: score',
];

const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const problems = [];
let snippetCount;
try {
  const open = async (id, viewMode, label) => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1024, height: 900 });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${label}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=${viewMode}`, { waitUntil: 'load' });
    return page;
  };

  for (const story of stories) {
    const label = `${story.title} / ${story.name}`;
    const page = await open(story.id, 'story', label);
    const visible = () => {
      const game = document.querySelector('tetris-game, tetris-versus');
      const box = game?.getBoundingClientRect();
      const canvas = game?.shadowRoot?.querySelector('canvas');
      return Boolean(box && box.width > 0 && box.height > 0 && canvas && canvas.width > 0 && canvas.height > 0);
    };
    await page.waitForFunction(visible, { timeout: 10000 }).catch(() => {});
    const seen = await page.evaluate(measure);
    if (!seen.found) problems.push(`${label}: no <tetris-game> or <tetris-versus>`);
    else if (!(seen.width > 0 && seen.height > 0)) problems.push(`${label}: <tetris-game> box is ${seen.width}x${seen.height}`);
    else if (!(seen.canvas[0] > 0 && seen.canvas[1] > 0)) problems.push(`${label}: canvas is ${seen.canvas.join('x')}`);
    else if (!['idle', 'playing', 'paused', 'over'].includes(seen.status)) problems.push(`${label}: not upgraded (status ${seen.status})`);
    console.log(`${label}: ${Math.round(seen.width)}x${Math.round(seen.height)}, ${seen.status}`);
    await page.close();
  }

  for (const entry of docs) {
    const label = `${entry.title} (docs)`;
    const page = await open(entry.id, 'docs', label);
    await page.waitForSelector('.docblock-argstable tbody tr', { timeout: 15000 }).catch(() => {});
    const rows = await page.evaluate(tableRows);
    const twice = rows.filter((row, i) => rows.indexOf(row) !== i);
    if (rows.length === 0) problems.push(`${label}: no table rows`);
    if (twice.length > 0) problems.push(`${label}: rows listed twice: ${[...new Set(twice)].join(', ')}`);
    // Each docs page documents the element its stories' title starts with.
    const tagName = entry.title.startsWith('tetris-versus') ? 'tetris-versus' : 'tetris-game';
    const unknown = rows.filter((row) => !PUBLIC[tagName].has(row.slice(row.indexOf(': ') + 2)));
    if (unknown.length > 0) problems.push(`${label}: rows that are not public API: ${unknown.join(', ')}`);
    const lost = tagName === 'tetris-game' ? SHARED_NAMES.filter((name) => !rows.includes(name)) : [];
    if (lost.length > 0) problems.push(`${label}: rows missing: ${lost.join(', ')}`);
    console.log(`${label}: ${rows.length} table rows`);
    await page.close();
  }

  for (const entry of pages) {
    const label = `${entry.title} (page)`;
    const page = await open(entry.id, 'docs', label);
    await page.waitForSelector('#storybook-docs h1', { timeout: 15000 }).catch(() => {});
    const { headings, words } = await page.evaluate(() => ({
      headings: document.querySelectorAll('#storybook-docs h1, #storybook-docs h2').length,
      words: (document.querySelector('#storybook-docs')?.textContent ?? '').split(/\s+/).length,
    }));
    if (headings === 0 || words < 50) problems.push(`${label}: did not render (${headings} headings, ${words} words)`);
    console.log(`${label}: ${headings} headings, ${words} words`);
    await page.close();
  }
  snippetCount = await checkSnippets(browser, problems);
} finally {
  await browser.close();
  server.close();
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`check-stories: ${stories.length} stories, ${docs.length} element docs pages, ${pages.length} reference pages and ${snippetCount} HTML snippets OK`);
