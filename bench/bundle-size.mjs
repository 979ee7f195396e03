#!/usr/bin/env node
/**
 * Bundle size of the built web app (web/dist), gzip level 9, no dependencies.
 *
 * "/ before interactive" is what index.html makes the browser fetch before the app can start: its
 * module script (named in its `<meta name="dapnet-app">`), modulepreload links and stylesheets,
 * plus everything those import statically.
 * Route modules are listed one by one: their own size, and the total a first visit straight to
 * that route downloads (start-up set + route module + what Vite preloads with it), with the number of files that takes (scripts and styles; on a
 * phone each is a round trip).
 *
 * Usage: npm run build -w web && node bench/bundle-size.mjs [--json] [--budget-kb 150]
 *          [--dist web/dist]
 * Exits 1 when the start-up set is over budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distIndex = args.indexOf('--dist');
const dist = resolve(root, distIndex >= 0 ? args[distIndex + 1] : join('web', 'dist'));
const asJson = args.includes('--json');
const budgetIndex = args.indexOf('--budget-kb');
const budgetKb = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : 150;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist/index.html is missing: run `npm run build -w web` first.');
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const jsFiles = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const source = (file) => readFileSync(join(dist, file), 'utf8');

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** Static imports of a built chunk (all chunks sit side by side in assets/). */
function staticImports(file) {
  const found = new Set();
  const pattern = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
  for (const match of source(file).matchAll(pattern)) found.add(`assets/${match[1]}`);
  return [...found];
}

/** Each dynamic import and the files Vite preloads along with it (its __vite__mapDeps list). */
const preloads = new Map();
for (const file of jsFiles) {
  const code = source(file);
  const table = /m\.f=\[([^\]]*)\]/.exec(code);
  const deps = table ? [...table[1].matchAll(/["']([^"']+)["']/g)].map((m) => m[1]) : [];
  const pattern =
    /import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
  for (const match of code.matchAll(pattern)) {
    const chunk = `assets/${match[1]}`;
    const listed = (match[2] ?? '')
      .split(',')
      .filter(Boolean)
      .map((i) => deps[Number(i)]);
    preloads.set(chunk, new Set([...(preloads.get(chunk) ?? []), ...listed.filter(Boolean)]));
  }
}

/** Files plus everything they import statically, transitively. */
function closure(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(file));
  }
  return seen;
}

/** What loading a dynamically imported chunk downloads. */
const loadSet = (chunk) => closure([chunk, ...(preloads.get(chunk) ?? [])]);

const startEntries = [];
for (const match of html.matchAll(/<script[^>]+src="\/([^"]+)"/g)) startEntries.push(match[1]);
// index.html names the start-up script in a meta element, which its first-screen script loads
// once the first paint is done (web/README.md, "The static frame").
for (const match of html.matchAll(/<meta name="dapnet-app" content="([^"]+)"/g)) {
  for (const href of match[1].split(' ')) if (href) startEntries.push(href.replace(/^\//, ''));
}
for (const match of html.matchAll(
  /<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="\/([^"]+)"/g,
)) {
  startEntries.push(match[1]);
}
const startSet = closure(startEntries);

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const routeChunks = [...preloads.keys()].filter((chunk) => /\/route-/.test(chunk)).sort();

const routes = routeChunks.map((chunk) => {
  const visit = new Set([...startSet, ...loadSet(chunk)]);
  return {
    chunk,
    ownGzip: gzipSize(chunk),
    firstVisitGzip: sum(visit),
    firstVisitFiles: visit.size,
  };
});
const onDemand = [...preloads.keys()]
  .filter((chunk) => !routeChunks.includes(chunk))
  .sort()
  .map((chunk) => ({
    chunk,
    ownGzip: gzipSize(chunk),
    addsGzip: sum([...loadSet(chunk)].filter((f) => !startSet.has(f))),
  }));

// No catalogue is part of the start-up set: the server sends the page's own beside it (the pages
// manifest's `texts`). What an English first visit to / adds, to compare with builds before that.
const manifestFile = join(dist, 'pages-manifest.json');
const homeTexts = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')).pages?.['/']?.texts?.en ?? [])
  : [];
const englishTextsGzip = sum(homeTexts.filter((file) => !startSet.has(file)));

const startJs = [...startSet].filter((file) => file.endsWith('.js'));
const startCss = [...startSet].filter((file) => file.endsWith('.css'));
const startTotal = sum(startSet);
const report = {
  start: {
    files: [...startSet].sort().map((file) => ({ file, gzip: gzipSize(file) })),
    jsGzip: sum(startJs),
    cssGzip: sum(startCss),
    totalGzip: startTotal,
    /** The English texts a first visit to / loads beside the start-up set. */
    englishTextsGzip,
  },
  routes,
  onDemand,
  budgetKb,
  withinBudget: startTotal <= budgetKb * 1024,
};

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  // Two sizes, a file count (route modules only) and what the row is about.
  const row = (first, second, label, files = '') =>
    `  ${String(first).padStart(8)}  ${String(second).padStart(8)}  ${String(files).padStart(6)}  ${label}`;
  console.log('What / loads before it is interactive (gzip -9, KB):');
  for (const { file, gzip } of report.start.files) console.log(row(kb(gzip), '', file));
  console.log(row(kb(report.start.jsGzip), '', 'JavaScript'));
  console.log(row(kb(report.start.cssGzip), '', 'CSS'));
  console.log(
    row(kb(startTotal), '', `total, budget ${budgetKb} KB: ${report.withinBudget ? 'OK' : 'OVER'}`),
  );
  if (englishTextsGzip > 0) {
    console.log(
      row(
        kb(englishTextsGzip),
        kb(startTotal + englishTextsGzip),
        'English texts beside it, and the total of an English first visit',
      ),
    );
  }
  console.log(
    '\nRoute modules (own size; total downloaded by a first visit straight to the route, and in how many files):',
  );
  console.log(row('own', 'visit', 'chunk', 'files'));
  for (const route of routes)
    console.log(
      row(kb(route.ownGzip), kb(route.firstVisitGzip), route.chunk, route.firstVisitFiles),
    );
  console.log('\nOther on-demand chunks (own size; what loading it adds to the start-up set):');
  console.log(row('own', 'adds', 'chunk'));
  for (const chunk of onDemand)
    console.log(row(kb(chunk.ownGzip), kb(chunk.addsGzip), chunk.chunk));
}

process.exitCode = report.withinBudget ? 0 : 1;
