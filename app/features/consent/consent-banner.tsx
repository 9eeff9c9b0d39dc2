import { useEffect } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { reportError } from '#app/lib/monitoring.ts'
import type { PublicConfig } from '#app/lib/root-data.ts'
import { whenIdleAfterLoad } from '#app/lib/when-idle.ts'

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
    return whenIdleAfterLoad(
      () => {
        import('./cookie-consent.client.ts')
          .then((module) => module.startCookieConsent({ ...analytics, translate: t }))
          // Without the banner nothing is tracked: the page goes on, the failure is reported.
          .catch((error: unknown) => reportError(error, { action: 'load-consent' }))
      },
      { timeoutMs: 2000 },
    )
  }, [analytics, isCrawler, t])
  return null
}
