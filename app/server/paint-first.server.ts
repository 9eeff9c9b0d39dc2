/**
 * Paint first, then fetch the app's code (decision 0031).
 *
 * The server sends every page whole and styled, so its first paint needs no script. React
 * Router asks for its modules at once (`<link rel="modulepreload">` in <head> and a module
 * script), and on a slow link those downloads share the bandwidth with the rest of the page. Here
 * the preloads leave <head> and the module script is sent inert; a small inline script starts
 * both right after the first paint.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/
/** The type that keeps the route modules' script from running until the boot script starts it. */
export const INERT_MODULE_TYPE = 'text/x-deferred-module'
const INERT_ID = 'deferred-modules'
/**
 * Preloads asked for per task: each request costs the main thread about 0.8 ms here (3 ms at 4×
 * CPU), and five at once made tasks of 50 ms at 4×. A message, not a timer, starts the next batch.
 */
const PRELOADS_PER_TASK = 3
/** Long after any first paint: only a browser that never reports it waits this long. */
const FALLBACK_START_MS = 3000

/**
 * Starts the app once the browser reports the first contentful paint: an event, not a timer, so
 * it holds under any clock. A hidden page paints nothing, and one whose browser does not report
 * paints gives no event: both start at once. Should the event never come, a timer starts it.
 * The module script goes first, so the app's own imports are on their way at once; the
 * preloads follow in tasks of their own.
 */
function bootScript(hrefs: readonly string[]): string {
  return `(function () {
  var hrefs = ${JSON.stringify(hrefs)};
  var started = false;
  function later(run) {
    var channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(0);
  }
  function preload(from) {
    hrefs.slice(from, from + ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + ${PRELOADS_PER_TASK} < hrefs.length) later(function () { preload(from + ${PRELOADS_PER_TASK}); });
  }
  function start() {
    if (started) return;
    started = true;
    var inert = document.getElementById('${INERT_ID}');
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    inert.replaceWith(script);
    later(function () { preload(0); });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${FALLBACK_START_MS});
})()`
}

/** The page's HTML with its module downloads held back until after the first paint. */
export function paintFirst(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script) return html // no app script (an error page drawn without React Router's <Scripts>)
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  const nonce = script[1] ?? ''
  const inert = `<script nonce="${nonce}" type="${INERT_MODULE_TYPE}" id="${INERT_ID}">`
  const boot = `<script nonce="${nonce}">${bootScript(hrefs)}</script>`
  const withoutPreloads = html.replace(MODULE_PRELOAD, '')
  const at = withoutPreloads.indexOf(script[0])
  const end = withoutPreloads.indexOf('</script>', at) + '</script>'.length
  return `${withoutPreloads.slice(0, at)}${inert}${withoutPreloads.slice(at + script[0].length, end)}${boot}${withoutPreloads.slice(end)}`
}
