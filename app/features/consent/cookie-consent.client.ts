import * as CookieConsent from 'vanilla-cookieconsent'
import bannerStylesUrl from 'vanilla-cookieconsent/dist/cookieconsent.css?url'
import type { Translate } from '#app/i18n/i18n.tsx'
import {
  analyticsTagUrl,
  CONSENT_COOKIE_NAME,
  CONSENT_HASH,
  consentModeUpdate,
  DEFAULT_CONSENT,
} from './consent-mode.ts'

/**
 * The banner's own stylesheet, linked when the banner starts: the site's styles are inline in
 * each page (app/styles/site-styles.server.ts), and only a site with analytics shows a banner.
 */
function linkBannerStyles(): void {
  if (document.querySelector(`link[href="${bannerStylesUrl}"]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = bannerStylesUrl
  document.head.append(link)
}

type Gtag = (...args: unknown[]) => void
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag }

const ANALYTICS = 'analytics'

function setUpConsentMode(): Gtag {
  const target = window as AnalyticsWindow
  target.dataLayer ??= []
  const dataLayer = target.dataLayer
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  target.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag's documented shape
    dataLayer.push(arguments)
  }
  target.gtag('consent', 'default', DEFAULT_CONSENT)
  return target.gtag
}

/**
 * Spec §9: the cookie banner (vanilla-cookieconsent): cookie `cookie-management`, opt-in
 * (high privacy), a choice required before the page is used, accept-all and deny-all, no
 * handling of the browser's do-not-track, Google consent mode. The tag loads after consent only.
 */
export function startCookieConsent(options: {
  tagId: string
  scriptUrl: string
  translate: Translate
}): void {
  linkBannerStyles()
  const gtag = setUpConsentMode()
  let isTagLoaded = false
  const applyChoice = () => {
    const isAccepted = CookieConsent.acceptedCategory(ANALYTICS)
    gtag('consent', 'update', consentModeUpdate(isAccepted))
    if (!isAccepted || isTagLoaded) return
    isTagLoaded = true
    const script = document.createElement('script')
    script.async = true
    script.src = analyticsTagUrl(options.scriptUrl, options.tagId)
    document.head.append(script)
    gtag('js', new Date())
    gtag('config', options.tagId)
  }
  const t = options.translate
  void CookieConsent.run({
    mode: 'opt-in',
    cookie: { name: CONSENT_COOKIE_NAME, sameSite: 'Lax' },
    disablePageInteraction: true,
    // Crawlers are told apart on the server (isbot), which then never loads this code; the
    // library's own test would also hide the banner from every automated browser.
    hideFromBots: false,
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom center', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: { necessary: { enabled: true, readOnly: true }, [ANALYTICS]: {} },
    onConsent: applyChoice,
    onChange: ({ changedCategories }) => {
      if (!changedCategories.includes(ANALYTICS)) return
      // A tag once loaded cannot be unloaded: withdrawing consent starts a clean page.
      if (isTagLoaded && !CookieConsent.acceptedCategory(ANALYTICS)) window.location.reload()
      else applyChoice()
    },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: t('consent.title'),
            description: t('consent.description'),
            acceptAllBtn: t('consent.acceptAll'),
            acceptNecessaryBtn: t('consent.denyAll'),
            showPreferencesBtn: t('consent.preferences'),
          },
          preferencesModal: {
            title: t('consent.preferencesTitle'),
            acceptAllBtn: t('consent.acceptAll'),
            acceptNecessaryBtn: t('consent.denyAll'),
            savePreferencesBtn: t('consent.save'),
            sections: [
              {
                title: t('consent.necessaryTitle'),
                description: t('consent.necessaryDescription'),
                linkedCategory: 'necessary',
              },
              {
                title: t('consent.analyticsTitle'),
                description: t('consent.analyticsDescription'),
                linkedCategory: ANALYTICS,
              },
            ],
          },
        },
      },
    },
  }).then(openOnHash)
  window.addEventListener('hashchange', openOnHash)
}

/** Spec §9: the hash #cookie-management opens the banner again, to change the choice. */
function openOnHash(): void {
  if (window.location.hash !== CONSENT_HASH) return
  CookieConsent.showPreferences()
  // Without the hash, the footer's link opens the preferences again the next time.
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', pathname + search)
}
