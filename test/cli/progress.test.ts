// The CLI's progress on stderr for runs over several inputs: a line kept up to date on a
// terminal, a few lines in a log, nothing with --quiet or for a single input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { Progress } from '../../core/src/cli/progress.ts';

function stream(): { err: PassThrough; text: () => string } {
  const err = new PassThrough();
  const chunks: string[] = [];
  err.on('data', (c: Buffer) => chunks.push(c.toString()));
  return { err, text: () => chunks.join('') };
}

test('on a terminal the line shows from the start, then inputs done, failures and time so far, rewritten in place', () => {
  const { err, text } = stream();
  let now = 1_000;
  const p = new Progress(err, 3, true, false, () => now);
  now += 4_200;
  p.tick('https://a.example/');
  now += 3_000;
  p.tick('https://b.example/', false);
  p.clear();
  assert.equal(text(), '\r\x1b[K[0/3, 0 s] starting…' + '\r\x1b[K[1/3, 4 s] https://a.example/' + '\r\x1b[K[2/3, 1 not analysed, 7 s] https://b.example/' + '\r\x1b[K');
});

test('in a log (no terminal): a line at each tenth of the run, no carriage returns', () => {
  const { err, text } = stream();
  const p = new Progress(err, 25, false, false);
  for (let i = 0; i < 25; i++) p.tick(`input ${i}`);
  p.clear();
  assert.equal(text(), 'pagegrade: 10/25 inputs done\npagegrade: 20/25 inputs done\n');
});

test('--quiet, or a single input, prints no progress at all', () => {
  for (const [total, quiet] of [[5, true], [1, false]] as const) {
    const { err, text } = stream();
    const p = new Progress(err, total, true, quiet);
    for (let i = 0; i < total; i++) p.tick(`input ${i}`);
    p.clear();
    assert.equal(text(), '', `${total} inputs, quiet ${quiet}`);
  }
});
