import { analyze, snapshotFromParts, type AnalysisSummary, type Rule } from '@pagegrade/core';

/**
 * The sample page the sandbox grades: an ordinary small site with a few typical faults, so the
 * sample shows every part of a result (dimension scores, caps, top issues). It never changes
 * within a release; nothing is fetched and nothing is stored.
 */
const SAMPLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Example Bakery — fresh bread in Springfield</title>
<meta name="description" content="Sourdough, rye and pastries baked every morning in Springfield. Order online or visit our shop on Main Street.">
<link rel="canonical" href="https://sandbox.pagegrade.example/">
<link rel="stylesheet" href="/styles.css">
<script src="https://www.googletagmanager.com/gtag/js?id=G-SAMPLE"></script>
</head>
<body>
<header><nav><a href="/">Home</a> <a href="/menu">Menu</a> <a href="/contact">Contact</a></nav></header>
<main>
<h1>Fresh bread, every morning</h1>
<p>Example Bakery has baked sourdough and rye in Springfield since 1998.</p>
<img src="/hero.jpg">
<form action="http://sandbox.pagegrade.example/subscribe" method="post"><input type="email" name="email" placeholder="Your e-mail"><button>Subscribe</button></form>
</main>
<footer><a href="/privacy">Privacy</a></footer>
</body>
</html>`;

export class Sandbox {
  private cached: AnalysisSummary | null = null;
  constructor(private readonly rules: readonly Rule[]) {}

  sample(): AnalysisSummary {
    if (!this.cached) {
      const snapshot = snapshotFromParts({
        url: 'https://sandbox.pagegrade.example/',
        html: SAMPLE_HTML,
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff', server: 'nginx/1.18.0' },
        resources: {
          '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\nSitemap: https://sandbox.pagegrade.example/sitemap.xml\n' },
          '/styles.css': { headers: { 'content-type': 'text/css' }, body: 'body{font:16px/1.5 system-ui;margin:0}main{max-width:40rem;margin:auto}' },
        },
      });
      const { summary } = analyze(snapshot, this.rules, { id: 'sandbox' });
      this.cached = Object.freeze({ ...summary, sandbox: true }) as AnalysisSummary;
    }
    return structuredClone(this.cached);
  }
}
