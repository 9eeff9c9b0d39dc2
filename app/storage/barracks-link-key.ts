/**
 * The fragment's key of a barracks shared as a link (`#barracks=<data>`), apart from the codec
 * (barracks-link.ts) so that a page can see a shared link without loading the codec.
 */
export const BARRACKS_LINK_KEY = 'barracks'

type LinkCodec = typeof import('./barracks-link.ts')
let codecLoad: Promise<LinkCodec> | undefined

/**
 * The link's codec (with fflate), loaded the first time a link is read or written: one promise
 * for the tab, so that `use()` can read it in a render.
 */
export function loadBarracksLinkCodec(): Promise<LinkCodec> {
  codecLoad ??= import('./barracks-link.ts')
  return codecLoad
}
