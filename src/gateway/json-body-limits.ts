// The shape of a /graphql body, read from its bytes before JSON.parse. Parsing is cheap per byte but
// not per structure: within the 100 KB body limit, 49,000 nested arrays took 11 ms to parse (about
// 8× a viewer query) and an object of 7,000 members 4 ms; then graphql-js and graphql-jit coerce what a
// variable holds, value by value. A request needs a few dozen values (a passkey's answer, the largest,
// about 15), so a body may nest JSON 32 deep and hold 1,000 values. One pass over the bytes, strings
// skipped with indexOf: a few µs for an ordinary body, about 0.3 ms at the limit.

export interface JsonBodyLimits {
  /** Objects and arrays inside one another. */
  maxDepth: number;
  /** Object members and array items, at any depth. */
  maxValues: number;
}

export const defaultJsonBodyLimits: JsonBodyLimits = { maxDepth: 32, maxValues: 1000 };

const QUOTE = 0x22, BACKSLASH = 0x5c, COLON = 0x3a, COMMA = 0x2c, OPEN_ARRAY = 0x5b, CLOSE_ARRAY = 0x5d, OPEN_OBJECT = 0x7b, CLOSE_OBJECT = 0x7d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Where a string that opens at `start` (its quote) ends: the index of its closing quote, or -1. */
function stringEnd(bytes: Buffer, start: number): number {
  for (let quote = bytes.indexOf(QUOTE, start + 1); quote !== -1; quote = bytes.indexOf(QUOTE, quote + 1)) {
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return -1;
}

/** Why a body is refused (400 BAD_REQUEST), or null. Malformed JSON is left to the parser. */
export function jsonBodyRefusal(bytes: Buffer, limits: JsonBodyLimits): string | null {
  // inArray[d]: whether the container at depth d is an array (its items are counted by commas).
  const inArray: boolean[] = [];
  let values = 0;
  let openedArray = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (isSpace(c)) continue;
    // The first item of an array has no comma before it.
    if (openedArray && c !== CLOSE_ARRAY) values++;
    openedArray = false;
    if (c === QUOTE) {
      i = stringEnd(bytes, i);
      if (i === -1) return null;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (inArray.push(c === OPEN_ARRAY) > limits.maxDepth) return `The request body nests JSON too deep (at most ${limits.maxDepth} levels).`;
      openedArray = c === OPEN_ARRAY;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      inArray.pop();
    } else if (c === COLON || (c === COMMA && inArray[inArray.length - 1] === true)) {
      values++;
    }
    if (values > limits.maxValues) return `The request body holds too many JSON values (at most ${limits.maxValues}).`;
  }
  return null;
}
