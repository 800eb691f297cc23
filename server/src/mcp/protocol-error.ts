/**
 * A JSON-RPC error for the SDK's server to answer with: its `code`, `message` and `data` go on
 * the wire as they are. Not the SDK's McpError, whose message already reads "MCP error <code>: …":
 * the server sends that message whole, and the SDK's client, building its own McpError from the
 * answer, prefixes it again ("MCP error -32602: MCP error -32602: …").
 */
export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}
