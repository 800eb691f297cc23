export { renderSnapshot } from './render-page.ts';
export { Renderer, sharedRenderer, closeSharedRenderer, taggedProcesses, DEFAULT_CHROMIUM, BROWSER_TAG_ENV, type BrowserLease } from './renderer.ts';
export { GuardedProxy, type ProxyOptions } from './proxy.ts';
export { chromiumArgs } from './flags.ts';
export { RENDERED_STYLE_PROPERTIES } from './in-page.ts';
export { TraceRecorder, TRACE_CATEGORIES, type TraceEvent } from './lab/trace.ts';
export { tracedShifts, sessionWindowCls, type TracedShift } from './lab/shifts.ts';
export { simulateLab, SIMULATED_THROTTLING, type SimulatedLab, type SimulatedTask } from './lab/simulate.ts';
export {
  DEFAULT_RENDER_LIMITS,
  DEFAULT_BROWSER_OPTIONS,
  RENDER_PROFILE,
  renderLimitsFromEnv,
  browserOptionsFromEnv,
  allowHostsFromEnv,
  type RenderLimits,
  type RenderOptions,
  type BrowserOptions,
} from './options.ts';
