/**
 * The browsable reference of the public webhook API (docs/api.md, The OpenAPI document): what a signal provider
 * reads before posting. Rendered on the server from the OpenAPI document's operations that a source key opens,
 * so the page and the document cannot disagree. Plain HTML, no script (the console's CSP applies).
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

export interface ReferenceOperation {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  responses?: Record<string, { description?: string }>;
}

const htmlText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

const figure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 20 });
const characters = (count: number) => `${figure(count)} character${count === 1 ? '' : 's'}`;

function bounds(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`≥ ${figure(schema.minimum)}`);
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${figure(schema.exclusiveMinimum)}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${figure(schema.maximum)}`);
  if (schema.exclusiveMaximum !== undefined) parts.push(`< ${figure(schema.exclusiveMaximum)}`);
  if (schema.minLength !== undefined) parts.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${characters(schema.maxLength)}`);
  if (schema.format) parts.push(schema.format);
  return parts.join(', ');
}

function fieldsTable(schema: JsonSchema, caption: string): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return `<p>${htmlText(caption)}: <code>${htmlText(typeOf(schema))}</code></p>`;
  const required = new Set(schema.required ?? []);
  const rows = properties
    .map(
      ([name, field]) =>
        `<tr><th scope="row"><code>${htmlText(name)}</code></th><td><code>${htmlText(typeOf(field))}</code></td>` +
        `<td>${required.has(name) ? 'yes' : 'no'}</td><td>${htmlText([field.description, bounds(field)].filter(Boolean).join(' — '))}</td></tr>`,
    )
    .join('');
  return (
    `<table><caption>${htmlText(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th>` +
    `<th scope="col">Required</th><th scope="col">Rules</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

function bodySection(operation: ReferenceOperation): string {
  const content = operation.requestBody?.content ?? {};
  return Object.entries(content)
    .map(([type, { schema }]) => {
      if (!schema) return '';
      const variants = schema.anyOf ?? schema.oneOf ?? [schema];
      return variants
        .map((variant, index) =>
          fieldsTable(
            variant,
            `Body (${type})${variants.length > 1 ? `, form ${index + 1} of ${variants.length}` : ''}`,
          ),
        )
        .join('');
    })
    .join('');
}

function operationSection(operation: ReferenceOperation): string {
  const title = `${operation.method.toUpperCase()} ${operation.path}`;
  const parameters = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<li><code>${htmlText(parameter.name)}</code> (${htmlText(parameter.in)}${parameter.required ? ', required' : ''}): ` +
        `<code>${htmlText(typeOf(parameter.schema ?? {}))}</code>${parameter.description ? ` — ${htmlText(parameter.description)}` : ''}</li>`,
    )
    .join('');
  const responses = Object.entries(operation.responses ?? {})
    .map(
      ([status, response]) =>
        `<li><strong>${htmlText(status)}</strong> ${htmlText(response.description ?? '')}</li>`,
    )
    .join('');
  return (
    `<section aria-labelledby="${htmlText(slug(title))}"><h2 id="${htmlText(slug(title))}"><code>${htmlText(title)}</code></h2>` +
    (operation.summary ? `<p>${htmlText(operation.summary)}</p>` : '') +
    (operation.description ? `<p>${htmlText(operation.description)}</p>` : '') +
    (parameters ? `<h3>Parameters</h3><ul>${parameters}</ul>` : '') +
    bodySection(operation) +
    (responses ? `<h3>Answers</h3><ul>${responses}</ul>` : '') +
    '</section>'
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1b1e;background:#fff}
code{font-family:ui-monospace,monospace;font-size:.9em;overflow-wrap:anywhere}td code,th code{overflow-wrap:normal;white-space:nowrap}pre{overflow-x:auto;background:#f1f3f5;padding:.75rem}
table{border-collapse:collapse;width:100%;margin:1rem 0;display:block;overflow-x:auto}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #ced4da;padding:.35rem .5rem;text-align:left;vertical-align:top}section{border-top:1px solid #dee2e6;margin-top:1.5rem}
a{color:#1c5fb8}`;

/** The page for the operations a signal source's key opens. */
export function webhookReferencePage(
  operations: readonly ReferenceOperation[],
  documentPath: string,
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SignalDesk webhook API</title><style>${STYLE}</style></head><body><main>
<h1>SignalDesk webhook API</h1>
<p>How a signal provider posts signals to a SignalDesk source. Each source has its own key, shown once when an
operator creates the source; send it as <code>Authorization: Bearer &lt;key&gt;</code>. Errors answer
<code>{"success": false, "error": {"code", "message", "details"}}</code> with a 4xx status; a 429 carries
<code>Retry-After</code>.</p>
<p>The machine-readable description of the whole API: <a href="${htmlText(documentPath)}">OpenAPI 3.1 document</a>.</p>
${operations.map(operationSection).join('\n')}
</main></body></html>`;
}
