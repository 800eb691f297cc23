import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, type CallToolResult, type Tool, type ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { PagegradeError, isPagegradeError, type ErrorCode as PagegradeErrorCode } from '@pagegrade/core';
import { errorBody } from '../http/errors.ts';
import { describeErrors, validator } from '../schemas.ts';
import { selfContainedSchema } from './schema.ts';
import { ProtocolError } from './protocol-error.ts';

/** One tool: its schemas are files of schemas/, so the tool, the API and the docs share one definition. */
export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  /** Name of the schema in schemas/ for the arguments. */
  input: string;
  /** Name of the schema in schemas/ for the result (structuredContent). */
  output: string;
  annotations: ToolAnnotations;
  /** Receives arguments that passed the input schema (with its defaults applied). */
  run(args: Record<string, unknown>): Promise<object>;
}

export interface ToolContext {
  /** The documentation link of an error code, as the API's error bodies carry it. */
  documentation(code: PagegradeErrorCode): string;
  log(line: Record<string, unknown>): void;
}

/** How tools/list shows a tool. */
export function describeTool(tool: ToolSpec): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: selfContainedSchema(tool.input) as Tool['inputSchema'],
    outputSchema: selfContainedSchema(tool.output) as NonNullable<Tool['outputSchema']>,
    annotations: { title: tool.title, ...tool.annotations },
  };
}

function toolResult(value: object): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value as Record<string, unknown> };
}

/**
 * A failure the calling model should read and act on: the API's error body as the text block.
 * It carries no structuredContent, because clients check structuredContent against the tool's
 * output schema even on errors, and an error body is not an AnalysisSummary.
 */
export function toolError(err: PagegradeError, context: ToolContext): CallToolResult {
  const body = errorBody(err.code, err.message, err.status, context.documentation(err.code));
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/** Answers tools/list and tools/call on `server` with `tools`. */
export function registerTools(server: Server, tools: readonly ToolSpec[], context: ToolContext): void {
  const byName = new Map(tools.map((t) => [t.name, t]));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(describeTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    // An unknown tool is a protocol error, not a tool error: the client asked for something that is not listed.
    if (!tool) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool "${request.params.name}"; tools/list names the tools.`);
    const args = structuredClone(request.params.arguments ?? {});
    const check = validator(tool.input);
    if (!check(args)) return toolError(new PagegradeError('invalid_request', describeErrors('arguments', check.errors)), context);
    try {
      return toolResult(await tool.run(args));
    } catch (err) {
      const known = isPagegradeError(err) ? err : new PagegradeError('internal_error', 'An unexpected error occurred.');
      if (known.code === 'internal_error') context.log({ level: 'error', msg: 'tool failed', tool: tool.name, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      return toolError(known, context);
    }
  });
}
