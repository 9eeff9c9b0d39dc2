/**
 * The fragment's key of a barracks shared as a link (`#barracks=<data>`), apart from the codec
 * (barracks-link.ts) so that the barracks page can see a shared link without loading the codec.
 */
export const BARRACKS_LINK_KEY = 'barracks'
