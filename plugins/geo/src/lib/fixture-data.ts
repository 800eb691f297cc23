/** Shared llms.txt bodies for fixtures. */
export const GOOD_LLMS = `# Example Oak

> Example Oak makes handmade oak tables in Devon and ships them across Europe.

Orders ship within two weeks.

## Guides

- [Care guide](https://example.com/care.md): How to oil and clean an oak table.
- [Sizes](https://example.com/sizes.md): Dimensions of every table we make.

## Optional

- [History](https://example.com/history.md): How the workshop started.
`;

export function llms(body: string, contentType = 'text/plain; charset=utf-8') {
  return { resources: { '/llms.txt': { body, headers: { 'content-type': contentType } } } };
}

export const LLMS_MISSING = { resources: { '/llms.txt': { status: 404, body: 'Not found', headers: { 'content-type': 'text/plain' } } } };
export const LLMS_ERROR = { resources: { '/llms.txt': { status: 503, body: '', headers: {} } } };

export function robots(body: string) {
  return { resources: { '/robots.txt': { body, headers: { 'content-type': 'text/plain' } } } };
}

export const ROBOTS_MISSING = { resources: { '/robots.txt': { status: 404, body: '', headers: {} } } };
export const ROBOTS_ERROR = { resources: { '/robots.txt': { status: 500, body: '', headers: {} } } };

/** A JSON-LD script element for fixtures. */
export function ld(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}
