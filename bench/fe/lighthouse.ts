/**
 * FE-1: Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on `/`, `/login`,
 * `/home` and the live room, served by BidXI from a built web app; the signed-in pages get a real
 * session in localStorage first. Bare: a static HTML page with one heading (the machine's ceiling).
 * Scores are the median of `lighthouseRuns` runs per page.
 */
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchConfig } from '../lib/config';
import { freePort } from '../lib/processes';
import { median } from '../lib/stats';

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint and total blocking time (ms), simulated mobile. */
  lcpMs: number;
  tbtMs: number;
  /** Cumulative layout shift (unitless; goal ≤ 0.05). */
  cls: number;
}

const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--headless=new',
];

export interface Session {
  token: string;
  user: { id: string; email: string; username: string };
}

/** Runs Lighthouse on each page of `origin` in one browser; `session` is put in localStorage first. */
export async function lighthousePages(
  origin: string,
  pages: { name: string; path: string; signedIn: boolean }[],
  session: Session | null,
): Promise<LighthouseScores[]> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bidxi-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: benchConfig.chromium,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const out: LighthouseScores[] = [];
    for (const p of pages) {
      const page = await context.newPage();
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(
        ([s]) => {
          localStorage.clear();
          if (!s) return;
          localStorage.setItem(
            'bidxi-session',
            JSON.stringify({
              state: {
                token: s.token,
                userId: s.user.id,
                email: s.user.email,
                username: s.user.username,
                expiresAt: Date.now() + 3600_000,
                tour: { step: 6, isOpen: false },
              },
              version: 1,
            }),
          );
        },
        [p.signedIn ? session : null] as const,
      );
      await page.close();
      const runs: LighthouseScores[] = [];
      for (let i = 0, failed = 0; i < benchConfig.lighthouseRuns; i++) {
        const result = await lighthouse(`${origin}${p.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        // A run Lighthouse itself could not finish (e.g. NO_NAVSTART: the trace lost its navigation
        // start) has no scores; it is run again (twice per page at most) rather than counted as 0.
        if (result?.lhr.runtimeError && failed < 2) {
          failed++;
          i--;
          console.log(`  Lighthouse ${p.name}: ${result.lhr.runtimeError.code}; running it again`);
          continue;
        }
        if (benchConfig.lighthouseReports && result) {
          mkdirSync(benchConfig.lighthouseReports, { recursive: true });
          const file = `${p.name.replace(/\W+/g, '_')}-${i + 1}.json`;
          writeFileSync(path.join(benchConfig.lighthouseReports, file), JSON.stringify(result.lhr));
        }
        const c = result?.lhr.categories;
        const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
        const audit = (k: string) => Math.round(result?.lhr.audits[k]?.numericValue ?? 0);
        runs.push({
          page: p.name,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        });
      }
      out.push({
        page: p.name,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
      });
    }
    return out;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const BARE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The bare baseline page of the BidXI benchmarks.">
<title>Bare page</title></head><body><main><h1>Bare page</h1></main></body></html>`;

/** The bare baseline: one static page from a plain HTTP server. */
export async function bareLighthouse(): Promise<LighthouseScores> {
  const server = createServer((req, res) => {
    if (req.url === '/favicon.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(BARE_HTML);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  try {
    const [s] = await lighthousePages(
      `http://127.0.0.1:${port}`,
      [{ name: 'bare', path: '/', signedIn: false }],
      null,
    );
    return s!;
  } finally {
    server.close();
  }
}
