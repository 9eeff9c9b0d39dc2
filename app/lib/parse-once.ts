/**
 * A parser of a page's URL search that parses each params object once: on a keystroke the
 * layout, the filters and the page of a list each read the same params.
 */
export function parseOncePerParams<Parsed>(
  parse: (params: URLSearchParams) => Parsed,
): (params: URLSearchParams) => Parsed {
  const parsed = new WeakMap<URLSearchParams, Parsed>()
  return (params) => {
    let result = parsed.get(params)
    if (result === undefined) {
      result = parse(params)
      parsed.set(params, result)
    }
    return result
  }
}
