/**
 * A folder of the repository's root that the server reads at run time (docs/, schemas/). The
 * sources (a clone) read the root's own; the package carries a copy beside dist/ (scripts/build.mjs
 * puts it there), which the compiled code reads. src/ and dist/ are both one level below the package.
 */
export function rootFolder(name: 'docs' | 'schemas'): URL {
  return new URL(import.meta.url.endsWith('.ts') ? `../../${name}/` : `../${name}/`, import.meta.url);
}
