#!/usr/bin/env node
// The release version lives in the root package.json. `npm run version:set -- 0.2.0` writes it
// there and stamps every workspace with it, with the @pagegrade/* dependencies between them pinned
// to it (and the example plugin's ranges widened to it); without an argument it only checks that
// all of them agree, and exits 1 naming those that do not. At run time the engine reads its own
// package.json (core/src/version.ts): the CLI, the service, MCP and SARIF all say that version.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const next = process.argv[2];
if (next && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(next)) {
  console.error(`"${next}" is not a version (1.2.3 or 1.2.3-beta.1).`);
  process.exit(2);
}
const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const write = (file, pkg) => writeFileSync(join(root, file), `${JSON.stringify(pkg, null, 2)}\n`);

const rootPkg = read('package.json');
const version = next ?? rootPkg.version;
const manifests = ['core', 'server', ...readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}`), ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}`)]
  .map((dir) => `${dir}/package.json`)
  .filter((file) => existsSync(join(root, file)));
const example = 'examples/plugin-example/package.json';

const wrong = [];
const want = (file, what, found, expected) => {
  if (found !== expected) wrong.push(`${file}: ${what} is ${found}, not ${expected}`);
};
if (next) {
  rootPkg.version = version;
  write('package.json', rootPkg);
}
for (const file of manifests) {
  const pkg = read(file);
  if (next) pkg.version = version;
  want(file, 'version', pkg.version, version);
  for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (!name.startsWith('@pagegrade/')) continue;
      if (next) pkg[field][name] = version;
      want(file, `${field}.${name}`, pkg[field][name], version);
    }
  }
  if (next) write(file, pkg);
}
const ex = read(example);
for (const field of ['peerDependencies', 'devDependencies']) {
  if (next) ex[field]['@pagegrade/core'] = `^${version}`;
  want(example, `${field}.@pagegrade/core`, ex[field]['@pagegrade/core'], `^${version}`);
}
if (next) write(example, ex);

if (wrong.length) {
  console.error(`Versions disagree with the root's ${version}:\n  ${wrong.join('\n  ')}\nRun npm run version:set -- ${version}.`);
  process.exit(1);
}
console.log(next ? `Every package is now ${version}; run npm install to update the lock file.` : `Every package is ${version}.`);
