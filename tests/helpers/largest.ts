import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

const FILLER = "Interview twelve owners about their weekly waste and write down what they would pay for. ";

function fillText(sample: string, max: number): string {
  let out = sample.trim();
  while (out.length < max) out += " " + FILLER;
  return out.slice(0, max).trim();
}

function grow(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema) return value;
  const options = schema.anyOf?.filter((s) => s.type !== "null");
  if (options?.length) return grow(value, options[0]);
  if (typeof value === "string" && schema.maxLength && !/^#|^[a-z]+$/.test(value)) {
    return fillText(value, schema.maxLength);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => grow(item, schema.items));
    const max = schema.maxItems ?? items.length;
    const out = [...items];
    for (let i = 0; out.length < max && items.length > 0; i++) out.push(items[i % items.length]);
    return out;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, grow(item, schema.properties?.[key])]),
    );
  }
  return value;
}

function at(value: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown>)?.[key], value);
}

function setAt(value: unknown, path: PropertyKey[], item: unknown): void {
  const parent = at(value, path.slice(0, -1)) as Record<PropertyKey, unknown>;
  parent[path.at(-1)!] = item;
}

/** Short labels under `grown` (titles, names: at most 100 characters allowed) put back as in `sample`. */
function restoreLabels(grown: unknown, sample: unknown, schema: JsonSchema | undefined): unknown {
  if (typeof grown === "string") return (schema?.maxLength ?? Infinity) <= 100 ? sample : grown;
  const options = schema?.anyOf?.filter((s) => s.type !== "null");
  if (options?.length) return restoreLabels(grown, sample, options[0]);
  if (Array.isArray(grown) && Array.isArray(sample)) {
    return grown.map((item, i) => restoreLabels(item, sample[i % sample.length], schema?.items));
  }
  if (grown && typeof grown === "object" && sample && typeof sample === "object") {
    return Object.fromEntries(
      Object.entries(grown).map(([key, item]) => [
        key,
        restoreLabels(item, (sample as Record<string, unknown>)[key], schema?.properties?.[key]),
      ]),
    );
  }
  return grown;
}

/**
 * The largest value a schema accepts that is shaped like `sample`: every free-text field at its maximum
 * length (enum-like single words, colours and other short codes kept) and every list at its maximum
 * number of items (the sample's items repeated). Where a refinement refuses the result (a word count,
 * fixed slide titles), that text is shortened until it passes, or the labels under the refused list are
 * put back as they were. Checked against the schema before it is returned.
 */
export function largestLike<S extends z.ZodType>(schema: S, sample: z.infer<S>): z.infer<S> {
  const json = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;
  const value = { root: grow(sample, json) };
  const schemaAt = (path: PropertyKey[]) =>
    path.reduce<JsonSchema | undefined>((s, key) => {
      const node = s?.anyOf?.find((o) => o.type !== "null") ?? s;
      return typeof key === "number" ? node?.items : node?.properties?.[String(key)];
    }, json);
  for (let round = 0; round < 200; round++) {
    const result = schema.safeParse(value.root);
    if (result.success) return result.data;
    const path = ["root", ...result.error.issues[0].path];
    const refused = at(value, path);
    const original = at({ root: sample }, path);
    if (typeof refused === "string" && typeof original === "string" && refused.length > original.length) {
      setAt(value, path, fillText(original, Math.max(original.length, Math.floor(refused.length * 0.9))));
    } else {
      const labels = restoreLabels(refused, original, schemaAt(path.slice(1)));
      setAt(value, path, JSON.stringify(labels) === JSON.stringify(refused) ? original : labels);
    }
  }
  return schema.parse(value.root);
}
