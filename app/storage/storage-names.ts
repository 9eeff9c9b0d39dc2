// The names the site's data goes by in the browser, apart from the saves' code (valibot and
// all) so that the frame's startup script can name them without loading it.

/** Prefix of every browser storage key of the site. */
export const STORAGE_PREFIX = 'hero-peeler'
/** Set once the player has read that their data lives in this browser only. */
export const SAVES_NOTICE_KEY = `${STORAGE_PREFIX}:saves-notice-seen`
/** The same fact as a cookie, so that the server renders the page as the browser will show it. */
export const SAVES_NOTICE_COOKIE = `${STORAGE_PREFIX}-saves-notice-seen`
/** Set on <html> by SAVES_NOTICE_STARTUP_SCRIPT when the notice was dismissed in this browser. */
export const SAVES_NOTICE_SEEN_ATTRIBUTE = 'data-saves-notice-seen'
