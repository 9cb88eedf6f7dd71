import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../src/endpoints';

/*
 * The endpoint registry (docs/architecture.md, Adding an endpoint) names each call once: one entry a method and
 * path, its path parameters the keys of its params schema, and a JSON answer, or a declared other kind, for success.
 */
const entries = Object.entries(endpoints);

describe('the endpoint registry', () => {
  it('has one entry for each method and path', () => {
    const calls = entries.map(([, entry]) => `${entry.method} ${entry.path}`);
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
  });

  it.each(entries)("%s: the path's :parameters are its params schema's keys", (_name, entry) => {
    const inPath = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
    const params = 'params' in entry ? entry.params : undefined;
    const inSchema = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    expect(inSchema).toEqual(inPath);
  });

  it.each(entries)('%s: answers JSON on success, or says what else it sends', (_name, entry) => {
    const successes = Object.keys(entry.response).filter((status) => status.startsWith('2'));
    const produces = 'produces' in entry ? entry.produces : undefined;
    // The OpenAPI document itself is JSON written by the swagger plugin, not by a schema.
    if (entry.path === '/api/openapi.json') expect(successes).toEqual([]);
    else expect(successes.length > 0 !== (produces !== undefined), 'a 2xx schema, or `produces`').toBe(true);
    expect(entry.summary).toMatch(/^[^\n]{10,120}$/);
  });
});
