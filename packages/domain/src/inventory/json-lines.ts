/** JSON parsed with the line each object and array starts on, for line-numbered problems. */
export type JsonParse =
  | { ok: true; value: unknown; lineOf: (item: object) => number | null }
  | { ok: false; line: number };

class JsonSyntaxError extends Error {}

/** A small strict JSON reader (RFC 8259) that remembers where objects begin. */
export function parseJsonWithLines(text: string): JsonParse {
  const lines = new WeakMap<object, number>();
  let i = 0;
  let line = 1;
  const fail = (): never => {
    throw new JsonSyntaxError();
  };
  const space = () => {
    for (;;) {
      const c = text[i];
      if (c === '\n') line++;
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n') i++;
      else return;
    }
  };
  const literal = (word: string, value: unknown) => {
    if (text.startsWith(word, i)) {
      i += word.length;
      return value;
    }
    return fail();
  };
  const string = (): string => {
    // Find the closing quote (skipping escapes); JSON.parse then checks the string itself.
    let j = i + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    if (j >= text.length) return fail();
    let value: string;
    try {
      value = JSON.parse(text.slice(i, j + 1)) as string;
    } catch {
      return fail();
    }
    i = j + 1;
    return value;
  };
  const value = (): unknown => {
    space();
    const c = text[i];
    if (c === '{') {
      const object: Record<string, unknown> = {};
      lines.set(object, line);
      i++;
      space();
      if (text[i] === '}') {
        i++;
        return object;
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        const key = string();
        space();
        if (text[i++] !== ':') fail();
        object[key] = value();
        space();
        const next = text[i++];
        if (next === '}') return object;
        if (next !== ',') fail();
      }
    }
    if (c === '[') {
      const array: unknown[] = [];
      lines.set(array, line);
      i++;
      space();
      if (text[i] === ']') {
        i++;
        return array;
      }
      for (;;) {
        array.push(value());
        space();
        const next = text[i++];
        if (next === ']') return array;
        if (next !== ',') fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true', true);
    if (c === 'f') return literal('false', false);
    if (c === 'n') return literal('null', null);
    const num = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (!num) return fail();
    i += num[0].length;
    return Number(num[0]);
  };
  try {
    const result = value();
    space();
    if (i !== text.length) fail();
    return { ok: true, value: result, lineOf: (item) => lines.get(item) ?? null };
  } catch (error) {
    if (error instanceof JsonSyntaxError || error instanceof RangeError) return { ok: false, line };
    throw error;
  }
}
