/**
 * Chromium's command line for rendering untrusted pages. Each flag closes a way around the
 * guarded proxy or a source of noise; docs/rendering.md explains them one by one.
 */
const DISABLED_FEATURES = [
  'DnsOverHttps',
  'AsyncDns',
  'NetworkPrediction',
  'Prerender2',
  'SpeculationRulesPrefetchFuture',
  'NoStatePrefetchHoldback',
  'PreconnectToSearch',
  'MediaRouter',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AutofillServerCommunication',
  'CertificateTransparencyComponentUpdater',
  'Translate',
  'InterestFeedContentSuggestions',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'DestroyProfileOnBrowserClose',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'LensOverlay',
  'AimEnabled',
];

export function chromiumArgs(options: { proxyPort: number; rendererHeapMb: number; root: boolean }): string[] {
  const proxy = `127.0.0.1:${options.proxyPort}`;
  return [
    '--headless=new',
    // The sandbox needs user namespaces, which a root process (a container) does not get.
    ...(options.root ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    '--disable-component-extensions-with-background-pages',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-domain-reliability',
    '--disable-client-side-phishing-detection',
    '--metrics-recording-only',
    '--no-pings',
    '--mute-audio',
    '--hide-scrollbars',
    '--disable-dev-shm-usage',
    '--disable-breakpad',
    '--disable-field-trial-config',
    '--disable-hang-monitor',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
    '--disable-back-forward-cache',
    '--disable-search-engine-choice-screen',
    '--no-service-autorun',
    '--password-store=basic',
    '--use-mock-keychain',
    // Colours as sRGB, so screenshots of the same page are the same everywhere.
    '--force-color-profile=srgb',
    // Every connection through the guarded proxy; none bypasses it, not even loopback.
    `--proxy-server=http://${proxy}`,
    '--proxy-bypass-list=<-loopback>',
    // Second fence: every name but the proxy's resolves to nothing, so a connection Chromium
    // might open without the proxy has nowhere to go.
    `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
    // QUIC (HTTP/3, UDP) cannot go through an HTTP proxy; DNS-over-HTTPS would resolve names.
    '--disable-quic',
    // One --disable-features (Chromium keeps only the last one given): DNS-over-HTTPS and the
    // built-in resolver off; no prefetch, prerender or preconnect on its own; none of the
    // browser's own services that call home; https upgrades off so an http page is drawn as served.
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
    '--dns-prefetch-disable',
    // WebRTC's UDP cannot be proxied: only proxied (TCP) candidates are allowed, which the proxy refuses.
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    // window.open and target=_blank create nothing.
    '--block-new-web-contents',
    `--js-flags=--max-old-space-size=${options.rendererHeapMb}`,
    '--remote-debugging-pipe',
    '--no-startup-window',
  ];
}
