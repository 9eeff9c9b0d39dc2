/** Spec §9: the consent cookie's name and the hash that opens the banner. */
export const CONSENT_COOKIE_NAME = 'cookie-management'
export const CONSENT_HASH = '#cookie-management'

type ConsentValue = 'granted' | 'denied'
export type ConsentModeState = {
  ad_storage: ConsentValue
  ad_user_data: ConsentValue
  ad_personalization: ConsentValue
  analytics_storage: ConsentValue
}

/** Google consent mode: everything denied until the visitor chooses (spec §9: high privacy). */
export const DEFAULT_CONSENT: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
}

/** The consent-mode update after a choice: analytics only; the site shows no ads. */
export function consentModeUpdate(isAnalyticsAccepted: boolean): ConsentModeState {
  return { ...DEFAULT_CONSENT, analytics_storage: isAnalyticsAccepted ? 'granted' : 'denied' }
}

/** The address of the analytics tag for a tag id. */
export function analyticsTagUrl(scriptUrl: string, tagId: string): string {
  const url = new URL(scriptUrl)
  url.searchParams.set('id', tagId)
  return url.href
}
