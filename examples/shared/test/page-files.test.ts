/** The examples' page files: the names served, the shared stylesheet, and a failed build tried again. */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { PageFiles } from '../page-files.js';

let folder: string;
let page: PageFiles;

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'page-files-'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><link rel="stylesheet" href="/page.css" />');
  await writeFile(join(folder, 'main.ts'), 'const answer: number = 6 * 7;\ndocument.title = String(answer);\n');
  page = new PageFiles(pathToFileURL(`${folder}/`));
});

after(() => rm(folder, { recursive: true, force: true }));

describe('PageFiles', () => {
  it('serves the page at / and /index.html, and nothing it does not know', async () => {
    const html = await page.file('/');
    assert.equal(html?.type, 'text/html; charset=utf-8');
    assert.match(html.body, /page\.css/);
    assert.equal((await page.file('/index.html'))?.body, html.body);
    for (const path of ['/main.ts', '/../package.json', '/page/index.html', '/favicon.ico']) assert.equal(page.file(path), null, path);
  });

  it('serves the shared stylesheet', async () => {
    const css = await page.file('/page.css');
    assert.equal(css?.type, 'text/css; charset=utf-8');
    assert.match(css.body, /color-scheme: dark/);
  });

  it('bundles main.ts into one browser script, once', async () => {
    const script = await page.file('/main.js');
    assert.equal(script?.type, 'text/javascript; charset=utf-8');
    assert.match(script.body, /42|6\*7/);
    assert.doesNotMatch(script.body, /: number/);
    assert.equal(page.file('/main.js'), page.file('/main.js'));
  });

  it('tries a failed build again on the next request', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'page-files-'));
    try {
      await writeFile(join(broken, 'main.ts'), 'const = ;');
      const files = new PageFiles(pathToFileURL(`${broken}/`));
      await assert.rejects(files.file('/main.js')!);
      await writeFile(join(broken, 'main.ts'), 'document.title = "fixed";');
      assert.match((await files.file('/main.js'))!.body, /fixed/);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
