import { open, realpath, stat } from 'node:fs/promises';
import { extname, relative, resolve as resolvePath, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { discoverSubresources, type Discovered } from '../fetch/discover.ts';
import { DEFAULT_LIMITS, type FetchLimits } from '../fetch/limits.ts';
import { makeEntry } from '../snapshot/build.ts';
import type { HarEntry, ResourceRole } from '../snapshot/har.ts';
import { imageFacts } from '../snapshot/image-facts.ts';

/**
 * A saved page's own files — the stylesheets, scripts, first-view images, preloaded fonts and the
 * manifest it links — read from disk, so that a static site's build output is graded like the
 * served site rather than without its sheets. The folder the input was given in (a directory, or
 * the folder of a file) is the site's root. A page graded as its file resolves its references as
 * a browser opening the file does, and a root-relative one (`/css/site.css`), which that browser
 * would look for at the top of the disk, against the root, as a static server serving the folder
 * answers it. A page graded under its web address resolves them against that address, and a path
 * on its host is read under the root. Nothing outside the root is read, not through a symbolic
 * link either; references to other hosts are not fetched. The fetcher's count and byte limits
 * bound the reading.
 */

/** Stands for the page's own file: URL, which the discovery (made for web pages) does not resolve. */
const FILE = 'http://file.invalid';

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};
const TEXT = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

interface Job {
  /** The address the engine looks the resource up by: the reference resolved against the page's URL. */
  url: string;
  /** The file under the root that answers it. */
  path: string;
  role: ResourceRole;
  /** Whether a missing file is a fact about the page (a file page) or only a guess at where a web path lives. */
  missingIsKnown: boolean;
}

/** How a discovered URL maps to a file under the root, or null when it is not the page's own. */
type Locate = (url: string) => { url: string; path: string; missingIsKnown: boolean } | null;

function locator(root: string, pageUrl: URL): Locate {
  const absRoot = resolvePath(root);
  const underRoot = (p: string) => p === absRoot || p.startsWith(absRoot + sep);
  if (pageUrl.protocol === 'file:') {
    return (u) => {
      if (!u.startsWith(`${FILE}/`)) return null;
      let path: string;
      try {
        path = resolvePath(decodeURIComponent(new URL(u).pathname));
      } catch {
        return null;
      }
      // A path off the root is what a root-relative reference gives: the root answers it.
      return { url: `file://${u.slice(FILE.length)}`, path: underRoot(path) ? path : resolvePath(absRoot, `.${path}`), missingIsKnown: true };
    };
  }
  return (u) => {
    try {
      const url = new URL(u);
      if (url.origin !== pageUrl.origin) return null;
      return { url: u, path: resolvePath(absRoot, `.${decodeURIComponent(url.pathname)}`), missingIsKnown: false };
    } catch {
      return null;
    }
  };
}

function jobsFor(urls: readonly string[], role: ResourceRole, locate: Locate): Job[] {
  const out: Job[] = [];
  for (const u of urls) {
    const at = locate(u);
    if (at) out.push({ ...at, role });
  }
  return out;
}

function jobsOf(found: Discovered, locate: Locate, limits: FetchLimits): { jobs: Job[]; capped: boolean } {
  const stylesheets = jobsFor(found.stylesheets, 'stylesheet', locate);
  const scripts = jobsFor(found.scripts, 'script', locate);
  const media = [...jobsFor(found.fonts, 'font', locate), ...jobsFor(found.images, 'image', locate)];
  const manifest = found.manifest ? jobsFor([found.manifest], 'manifest', locate) : [];
  const jobs = [...manifest, ...stylesheets.slice(0, limits.maxStylesheets), ...scripts.slice(0, limits.maxScripts), ...media.slice(0, limits.maxImages)];
  const capped = stylesheets.length > limits.maxStylesheets || scripts.length > limits.maxScripts || media.length > limits.maxImages || jobs.length > limits.maxSubresources;
  return { jobs: jobs.slice(0, limits.maxSubresources), capped };
}

/** Whether a real path lies inside the real root. */
function inside(realRoot: string, real: string): boolean {
  const rel = relative(realRoot, real);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

/** Reads at most `max` bytes of a file, and its whole size. */
async function readHead(path: string, max: number): Promise<{ bytes: Buffer; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, max);
    const bytes = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
      const r = await handle.read(bytes, read, length - read, read);
      if (r.bytesRead === 0) break;
      read += r.bytesRead;
    }
    return { bytes: bytes.subarray(0, read), size };
  } finally {
    await handle.close();
  }
}

export interface LocalFiles {
  entries: HarEntry[];
  /** The fetcher's names of the limits the reading stopped at (as `limitsHit`). */
  limitsHit: string[];
}

/**
 * The entries of a saved page's own files. `file` is the page's path, `root` the folder it was
 * given under, `pageUrl` the address it is graded under (its file: URL or its web address).
 */
export async function localSubresources(file: string, html: string, root: string, pageUrl: string, limits: FetchLimits = DEFAULT_LIMITS): Promise<LocalFiles> {
  const realRoot = await realpath(root);
  const page = new URL(pageUrl);
  const found = discoverSubresources(html, page.protocol === 'file:' ? `${FILE}${pathToFileURL(resolvePath(file)).pathname}` : page.href);
  const { jobs, capped } = jobsOf(found, locator(root, page), limits);
  const limitsHit = new Set<string>(capped ? ['subresource-count'] : []);
  const entries: HarEntry[] = [];
  let total = 0;
  for (const job of jobs) {
    const read = await readOne(job, realRoot, limits, limits.totalBytes - total);
    if (!read) {
      limitsHit.add('total-bytes');
      break;
    }
    if (read === 'unknown') continue;
    total += read.bytes;
    entries.push(read.entry);
  }
  return { entries, limitsHit: [...limitsHit].sort() };
}

/**
 * One file as an entry with the bytes read for it: 200 with its content, 404 when it is not there
 * (as a static server answers; `unknown` for a page graded under its web address), failed when it
 * may not be read; null past the byte budget. No
 * response header is made up: the checks that read headers judge the served site, not a folder.
 */
async function readOne(job: Job, realRoot: string, limits: FetchLimits, budget: number): Promise<{ entry: HarEntry; bytes: number } | 'unknown' | null> {
  // Under a web address the folder's layout is only a guess at the site's: a file not there says nothing.
  const missing = () => (job.missingIsKnown ? { entry: makeEntry({ url: job.url, role: job.role, status: 404, statusText: 'Not Found' }), bytes: 0 } : 'unknown' as const);
  let real: string;
  try {
    real = await realpath(job.path);
  } catch {
    return missing();
  }
  // A link out of the folder (a symbolic link, a path that resolves outside) is not followed.
  if (!inside(realRoot, real)) return { entry: makeEntry({ url: job.url, role: job.role, error: 'refused: the file lies outside the folder the page was given in' }), bytes: 0 };
  const info = await stat(real).catch(() => null);
  if (!info?.isFile()) return missing();
  const type = TYPES[extname(real).toLowerCase()] ?? '';
  const image = job.role === 'image' && !type.startsWith('image/svg');
  const max = Math.min(image ? limits.imageProbeBytes : limits.resourceBytes, Math.max(0, budget));
  if (max <= 0 && info.size > 0) return null;
  let head: { bytes: Buffer; size: number };
  try {
    head = await readHead(real, max);
  } catch (err) {
    return { entry: makeEntry({ url: job.url, role: job.role, error: `cannot read the file: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` }), bytes: 0 };
  }
  const bytes = head.bytes.length;
  if (TEXT.test(type) || (type === '' && job.role !== 'image' && job.role !== 'font')) {
    return { entry: makeEntry({ url: job.url, role: job.role, status: 200, mimeType: type, body: head.bytes.toString('utf8'), truncated: head.size > bytes }), bytes };
  }
  // A binary file: its bytes are not kept, only its size and, for an image, its type and pixels.
  const facts = image ? imageFacts(head.bytes) : null;
  return { entry: makeEntry({ url: job.url, role: job.role, status: 200, mimeType: type, size: head.size, ...(facts ? { image: facts } : {}) }), bytes };
}
