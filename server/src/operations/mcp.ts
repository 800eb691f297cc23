import type { Operation } from './types.ts';

export const MCP_OPERATIONS: Operation[] = [];
