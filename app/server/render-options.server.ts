// What both hosts' renderers share (render-document.server.ts, its Workers twin): the Workers
// one must not import the Node one, whose streams are Node's.

/**
 * The page is sent whole, once rendered to the end: a boundary that suspended is written in its
 * place, whatever its size. Over React's progressive chunk size (12.8 kB) React would send it
 * apart, behind its fallback, for a script to swap in after the first paint (a peeler link's
 * donors moved the footer: CLS 0.15), and a page read without scripts kept the fallback.
 */
export const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY

export type RenderDocumentOptions = {
  /** Then React stops rendering and sends what it has; the browser renders the rest. */
  readonly timeoutMs: number
  /** An error while rendering; after the shell was rendered, the status can no longer say it. */
  readonly onError: (error: unknown, isShellRendered: boolean) => void
}
