import { readdir, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { BARE_HOST } from '../web/typed-address.ts';

/** One thing to analyze, or why an argument cannot be one. */
export type Input =
  | { kind: 'url'; arg: string; url: string }
  /** `root`: the folder the file was given in (the directory argument, else the file's own), whose files it may link. */
  | { kind: 'file'; arg: string; path: string; root: string }
  | { kind: 'invalid'; arg: string; code: 'invalid_url' | 'invalid_request'; message: string };

export interface ExpandedInputs {
  inputs: Input[];
  /** Said on stderr, analysis goes on. */
  warnings: string[];
}

const HTML_EXTENSIONS = new Set(['.html', '.htm', '.xhtml']);
const CAPTURE_EXTENSIONS = new Set(['.har', '.json']);
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
/** …unless its last label is a file extension: `page.html` that does not exist is a missing file. */
const FILE_NAME = /^[^/?#:]*\.(?:x?html?|har|json|txt|xml|md|css|m?js|svg|pdf)$/i;

async function kindOf(path: string): Promise<'file' | 'directory' | null> {
  try {
    const s = await stat(path);
    return s.isDirectory() ? 'directory' : 'file';
  } catch {
    return null;
  }
}

/** The HTML files under a directory, in a stable order. */
async function htmlFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && HTML_EXTENSIONS.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))
    .sort();
}

function fileInput(arg: string, path: string, warnings: string[]): Input {
  const ext = extname(path).toLowerCase();
  if (!HTML_EXTENSIONS.has(ext) && !CAPTURE_EXTENSIONS.has(ext)) {
    warnings.push(`${path}: not an HTML file or a HAR capture by its name${ext ? ` (${ext})` : ''}; graded as a saved HTML page.`);
  }
  return { kind: 'file', arg, path, root: dirname(path) };
}

/**
 * What the arguments of `analyze` name: URLs (a host without a scheme is a URL when no file has
 * that name), files, the HTML files of a directory, or the files a glob pattern matches when the
 * shell left it unexpanded.
 */
export async function expandInputs(args: readonly string[]): Promise<ExpandedInputs> {
  const inputs: Input[] = [];
  const warnings: string[] = [];
  for (const arg of args) {
    const scheme = SCHEME.exec(arg)?.[1]?.toLowerCase();
    if (scheme === 'http' || scheme === 'https') {
      inputs.push({ kind: 'url', arg, url: arg });
      continue;
    }
    if (scheme) {
      inputs.push({ kind: 'invalid', arg, code: 'invalid_url', message: `Only http and https URLs can be analyzed, not ${scheme}:.` });
      continue;
    }
    const kind = await kindOf(arg);
    if (kind === 'file') inputs.push(fileInput(arg, arg, warnings));
    else if (kind === 'directory') {
      const files = await htmlFilesIn(arg);
      if (files.length === 0) warnings.push(`${arg}: a directory without HTML files (.html, .htm, .xhtml); nothing to analyze there.`);
      for (const f of files) inputs.push({ kind: 'file', arg, path: f, root: arg });
    } else if (isDynamicPattern(arg)) {
      const files = (await glob(arg, { onlyFiles: true, expandDirectories: false })).sort();
      if (files.length === 0) inputs.push({ kind: 'invalid', arg, code: 'invalid_request', message: 'No file matches this pattern.' });
      for (const f of files) inputs.push(fileInput(arg, f, warnings));
    } else if (BARE_HOST.test(arg) && !FILE_NAME.test(arg)) inputs.push({ kind: 'url', arg, url: `https://${arg}` });
    else inputs.push({ kind: 'invalid', arg, code: 'invalid_request', message: 'No such file, and not a URL (give http:// or https:// URLs, or host names such as example.com).' });
  }
  return { inputs, warnings };
}
