/**
 * The styles' cache key, the same on server and browser. Not emotion's default `css`: the
 * default cache that @emotion/react makes for itself would take the server's tags as its own and
 * move them to the end of <head>. A moved stylesheet is parsed and applied again: 6–10 ms on a
 * desktop, before hydration can begin.
 */
export const EMOTION_KEY = 'hp'

/** The `<meta name>` after which the server puts the page's styles and the browser adds more. */
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point'
