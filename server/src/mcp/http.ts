import type { Context } from 'koa';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { PagegradeError } from '@pagegrade/core';
import { errorBody } from '../http/errors.ts';
import { SERVER_CARD_TYPE } from './card.ts';

export interface McpEndpointOptions {
  /** A fresh MCP server for this request. */
  server(ctx: Context): Server;
  /** When given, a plain GET answers with this server card instead of 405. */
  card?: () => object;
  maxBodyBytes: number;
  log(line: Record<string, unknown>): void;
}

/** The raw body, refused whole (413) beyond `limit` bytes. */
async function readBody(ctx: Context, limit: number): Promise<string> {
  const tooLarge = () => new PagegradeError('payload_too_large', `The request body is larger than ${limit} bytes.`);
  if (Number(ctx.get('Content-Length')) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The parsed JSON-RPC message. Text that is not JSON is passed on as it is, so the transport
 * answers with the same JSON-RPC parse error as for JSON that is not a JSON-RPC message.
 */
function parseMessage(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A GET that asks for an event stream is an MCP client opening a server-to-client stream, which
 * a stateless server does not offer (405); any other GET is someone reading the card.
 */
function wantsEventStream(ctx: Context): boolean {
  return /\btext\/event-stream\b/i.test(ctx.get('Accept'));
}

function sendCard(ctx: Context, card: object): void {
  // Clients that only understand application/json get the same document under that type.
  ctx.type = ctx.accepts(SERVER_CARD_TYPE, 'application/json') === 'application/json' ? 'application/json' : SERVER_CARD_TYPE;
  ctx.vary('Accept');
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.body = card;
}

/**
 * One MCP Streamable HTTP endpoint, stateless: each POST gets a fresh server and transport, the
 * answer is one JSON body (or 202 for notifications), and no session id is ever issued. There is
 * no server-to-client stream, so GET (other than reading the card) and DELETE are 405.
 */
export function mcpEndpoint(options: McpEndpointOptions) {
  const allow = options.card ? 'GET, HEAD, POST' : 'POST';
  return async function serveMcp(ctx: Context): Promise<void> {
    if (ctx.method === 'POST') return handlePost(ctx, options);
    ctx.set('Allow', allow);
    if (options.card && (ctx.method === 'GET' || ctx.method === 'HEAD') && !wantsEventStream(ctx)) return sendCard(ctx, options.card());
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    const what = ctx.method === 'GET' ? 'this server offers no event stream; ' : '';
    throw new PagegradeError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}: ${what}send MCP messages as JSON-RPC in a POST (allowed: ${allow}).`);
  };
}

async function handlePost(ctx: Context, options: McpEndpointOptions): Promise<void> {
  const message = parseMessage(await readBody(ctx, options.maxBodyBytes));
  const server = options.server(ctx);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.res.once('close', () => void server.close());
  await server.connect(transport);
  ctx.set('Cache-Control', 'no-store');
  // The transport writes the response itself; Koa must not write another one after it.
  ctx.respond = false;
  try {
    await transport.handleRequest(ctx.req, ctx.res, message);
  } catch (err) {
    options.log({ level: 'error', msg: 'MCP transport failed', path: ctx.path, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    if (!ctx.res.headersSent) {
      ctx.res.writeHead(500, { 'Content-Type': 'application/json' });
      ctx.res.end(JSON.stringify(errorBody('internal_error', 'An unexpected error occurred.')));
    } else ctx.res.destroy();
  }
}
