import { useEffect } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { reportError } from '#app/lib/monitoring.ts'
import type { PublicConfig } from '#app/lib/root-data.ts'

/** Runs `task` once the page is loaded and the browser is idle: the banner is never first. */
function whenIdleAfterLoad(task: () => void): () => void {
  let idle = 0
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : window.setTimeout(task, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/**
 * Spec §9: the cookie banner and the analytics tag behind it. Nothing at all without a tag
 * id; otherwise their code loads after the page is interactive (first-load budget, no shift).
 */
export function ConsentBanner({
  analytics,
  isCrawler,
}: {
  analytics: PublicConfig['analytics']
  /** Crawlers get neither banner nor tag. */
  isCrawler: boolean
}) {
  const t = useTranslate()
  useEffect(() => {
    if (!analytics || isCrawler) return
    return whenIdleAfterLoad(() => {
      import('./cookie-consent.client.ts')
        .then((module) => module.startCookieConsent({ ...analytics, translate: t }))
        // Without the banner nothing is tracked: the page goes on, the failure is reported.
        .catch((error: unknown) => reportError(error, { action: 'load-consent' }))
    })
  }, [analytics, isCrawler, t])
  return null
}
