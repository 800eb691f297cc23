// Writes one benchmark's figures between its markers (<!-- bench:name --> … <!-- /bench:name -->)
// in docs/benchmarks.md or README.md, leaving everything else in the file as it is.
import { readFileSync, writeFileSync } from 'node:fs';

export function writeSection(file: 'docs/benchmarks.md' | 'README.md', name: string, text: string): void {
  const url = new URL(`../${file}`, import.meta.url);
  const before = readFileSync(url, 'utf8');
  const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`);
  if (!pattern.test(before)) throw new Error(`${file} has no <!-- bench:${name} --> section.`);
  writeFileSync(url, before.replace(pattern, () => `<!-- bench:${name} -->\n${text}\n<!-- /bench:${name} -->`));
}
