// Enough for the pages being drawn at one time; a server drawing many different addresses
// keeps only the latest.
const KEPT_TEXTS = 16

/**
 * `parse`, run once per text: the latest results are kept, and shared, so they must not be
 * changed. A render reads the same text (its URL's search, its messages) in several places.
 */
export function parseOncePerText<Parsed>(
  parse: (text: string) => Parsed,
): (text: string) => Parsed {
  const parsed = new Map<string, Parsed>()
  return (text) => {
    let result = parsed.get(text)
    if (result === undefined) {
      result = parse(text)
      if (parsed.size >= KEPT_TEXTS) parsed.delete(parsed.keys().next().value as string)
      parsed.set(text, result)
    }
    return result
  }
}

/**
 * A parser of a page's URL search that parses each search once, by its text: a list's loader,
 * layout, filters and page each read it with a params object of their own, and schema parsing
 * is a good part of a server render.
 */
export function parseOncePerSearch<Parsed>(
  parse: (params: URLSearchParams) => Parsed,
): (params: URLSearchParams) => Parsed {
  const read = parseOncePerText((text) => parse(new URLSearchParams(text)))
  return (params) => read(params.toString())
}

/** JSON text a page's data carries (see readPageMessages for why), parsed once per text. */
export function parseJsonOncePerText<Parsed>(): (json: string) => Parsed {
  return parseOncePerText((json) => JSON.parse(json) as Parsed)
}
