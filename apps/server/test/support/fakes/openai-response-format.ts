/**
 * What OpenAI's chat completions endpoint checks in a `response_format` before it answers, as its
 * structured-output documentation states: type `json_schema` needs a `name` of letters, digits,
 * '_' and '-' (at most 64) and a `schema`; with `strict: true` the root must be an object and every
 * object must list all its properties in `required` and set `additionalProperties: false`.
 * Returns OpenAI's error message, or undefined when the format is acceptable.
 */
export function responseFormatError(format: unknown): string | undefined {
  if (format === undefined) return undefined;
  const { type, json_schema: jsonSchema } = (format ?? {}) as { type?: unknown; json_schema?: unknown };
  if (type === 'text' || type === 'json_object') return undefined;
  if (type !== 'json_schema')
    return `Invalid value: '${String(type)}'. Supported values are: 'json_object', 'json_schema', and 'text'.`;
  const { name, strict, schema } = (jsonSchema ?? {}) as { name?: unknown; strict?: unknown; schema?: unknown };
  if (typeof name !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(name)) {
    return "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.";
  }
  if (typeof schema !== 'object' || schema === null)
    return "Missing required parameter: 'response_format.json_schema.schema'.";
  if (strict !== true) return undefined;
  if ((schema as { type?: unknown }).type !== 'object') {
    return `Invalid schema for response_format '${name}': schema must be a JSON Schema of 'type: "object"', got 'type: "${String((schema as { type?: unknown }).type)}"'.`;
  }
  const problem = strictProblem(schema, []);
  return problem
    ? `Invalid schema for response_format '${name}': In context=(${problem.context}), ${problem.message}`
    : undefined;
}

function strictProblem(node: unknown, context: string[]): { context: string; message: string } | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) {
      const problem = strictProblem(child, [...context, String(index)]);
      if (problem) return problem;
    }
    return undefined;
  }
  const record = node as Record<string, unknown>;
  const at = context.map((part) => `'${part}'`).join(', ');
  if (record.type === 'object' || record.properties !== undefined) {
    if (record.additionalProperties !== false) {
      return { context: at, message: "'additionalProperties' is required to be supplied and to be false." };
    }
    const keys = Object.keys((record.properties ?? {}) as object);
    const required = Array.isArray(record.required) ? record.required : [];
    const missing = keys.find((key) => !required.includes(key));
    if (missing !== undefined) {
      return {
        context: at,
        message: `'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`,
      };
    }
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === 'required' || key === 'enum' || key === 'const') continue;
    const problem = strictProblem(child, [...context, key]);
    if (problem) return problem;
  }
  return undefined;
}
