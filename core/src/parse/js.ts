import { parse as acornParse, type Node as AcornNode } from 'acorn';

export type ScriptOrigin = 'inline' | 'external' | 'event-handler';

export interface ScriptSyntaxError {
  message: string;
  line: number;
  column: number;
}

export interface Script {
  origin: ScriptOrigin;
  url: string;
  element: import('domhandler').Element | null;
  text: string;
  isModule: boolean;
  /** null when the script does not parse; see `error`. */
  ast: AcornNode | null;
  error: ScriptSyntaxError | null;
  baseLine: number;
}

/** Parses once; a syntax error is recorded on the script, never thrown. */
export function parseScript(
  text: string,
  origin: ScriptOrigin,
  url: string,
  element: Script['element'],
  isModule: boolean,
  baseLine = 1,
): Script {
  let ast: AcornNode | null = null;
  let error: ScriptSyntaxError | null = null;
  try {
    ast = acornParse(text, {
      ecmaVersion: 'latest',
      sourceType: isModule ? 'module' : 'script',
      allowHashBang: true,
      allowAwaitOutsideFunction: !isModule,
      locations: false,
    });
  } catch (err) {
    const e = err as { message?: string; loc?: { line: number; column: number } };
    error = { message: String(e.message ?? err).replace(/ \(\d+:\d+\)$/, ''), line: e.loc?.line ?? 1, column: (e.loc?.column ?? 0) + 1 };
  }
  return { origin, url, element, text, isModule, ast, error, baseLine };
}
