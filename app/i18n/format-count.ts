/**
 * A whole number with English thousands separators ("1,409"). Not `toLocaleString`: its
 * first call loads the ICU number data, some 30 ms in the middle of a page's first render.
 */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
