import { app, errors } from '#app/locales/en.json'
import type { MessageTree } from './messages.ts'

/**
 * The few English messages bundled with the app: when a request fails before the root
 * loader runs (a 405, say), the error page and its title still have words.
 */
export const FALLBACK_MESSAGES: MessageTree = { app, errors }
