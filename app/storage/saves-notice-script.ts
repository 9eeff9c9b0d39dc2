import {
  SAVES_NOTICE_COOKIE,
  SAVES_NOTICE_KEY,
  SAVES_NOTICE_SEEN_ATTRIBUTE,
} from './storage-names.ts'

/**
 * Runs in <head>, before the first paint (decision 0068): pages are the same for everyone and
 * drawn with the notice, so this marks a browser that dismissed it (as useSavesNotice reads
 * it) and the stylesheet hides the notice until the app removes it: nothing moves.
 */
export const SAVES_NOTICE_STARTUP_SCRIPT = `(function(){try{if(/(?:^|;\\s*)${SAVES_NOTICE_COOKIE}=/.test(document.cookie)||localStorage.getItem(${JSON.stringify(SAVES_NOTICE_KEY)})!==null)document.documentElement.setAttribute('${SAVES_NOTICE_SEEN_ATTRIBUTE}','')}catch(e){}})()`
