import type { Operation } from './types.ts';

export const OAUTH_OPERATIONS: Operation[] = [];
