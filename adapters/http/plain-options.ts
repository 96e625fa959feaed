import type { KyInstance } from 'ky';
import { contracts, type DataSource, type SelectOption } from '../../engine/index.ts';
import { apiInput, parseAnswer, readBody, readParsed } from './client.ts';

// The remote options of the form widgets (spec section 7, config-driven selects), in a chunk of
// its own imported with the first options call (services.ts, createDataSource): the login page,
// whose bundle holds the services, asks for none. An answer already in the option shape is kept
// as sent.

const { listOrPage, rawOption, toOption } = contracts;
const options = listOrPage(rawOption);

const params = (values: Record<string, string | number | undefined>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));

function isPlainNode(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const { id, name, children } = node as { id?: unknown; name?: unknown; children?: unknown };
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string') return false;
  return children === undefined || (Array.isArray(children) && children.length > 0 && children.every(isPlainNode));
}

/**
 * A bare list already in the shape toOption gives (`{id, name, children?}`, a text name, children
 * left out or not empty), kept as it is: the contract's parse and the copy cost a tree of 3,351
 * areas some 25 ms in Chromium (issue 59) and read it to the same values. Anything else (a page,
 * {value, label}, a number as a name, children: [] or null) is undefined, and read by the contract.
 * plainOptions([{id: 11, name: '北京市'}]) -> the same list; plainOptions([{id: 1, name: 2}]) -> undefined
 */
export function plainOptions(data: unknown): SelectOption[] | undefined {
  return Array.isArray(data) && data.every(isPlainNode) ? (data as SelectOption[]) : undefined;
}

/** The data source over HTTP: a source's options, and a search page's pages. */
export function httpDataSource(client: KyInstance): DataSource {
  return {
    async options({ url, params: query, signal }) {
      const [input, init] = apiInput(url);
      const body = await readBody(client.get(input, { ...init, searchParams: params(query), ...(signal ? { signal: signal as AbortSignal } : {}) }));
      return plainOptions(body.data) ?? parseAnswer(options, body.data, input).items.map(toOption);
    },
    async page({ url, params: query, page, pageSize, name, signal }) {
      const [input, init] = apiInput(url);
      const searchParams = params({ ...query, page, page_size: pageSize, name });
      const answer = await readParsed(client.get(input, { ...init, searchParams, ...(signal ? { signal: signal as AbortSignal } : {}) }), options);
      return { items: answer.items.map(toOption), total: answer.total };
    },
  };
}
