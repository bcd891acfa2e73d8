import type { EndpointDeclaration, EndpointReply } from '@tolk/contracts/endpoint';
import { LINK_HEADER, nextCursorOfLink, TOTAL_COUNT_HEADER, totalCountOf } from '@tolk/contracts/link-pages';
import { type CallArguments, callEndpointWithHeaders } from './call-endpoint';
import type { CursorPage } from './cursor-pages';

/**
 * A page of a list the server answers as a JSON array, the next page in its `Link` header and the
 * count in `X-Total-Count` (packages/contracts/src/link-pages.ts), read into the shape every
 * paged list has here: the items, the next page's cursor, and the count (null when not sent).
 */
export interface LinkPage<Item> extends CursorPage {
  items: Item[];
  total: number | null;
}

/**
 * One page of a declared list endpoint that answers a JSON array, with its next page's cursor
 * from the `Link` header and its count from `X-Total-Count`: every such list reads its pages here.
 */
export async function readLinkPage<E extends EndpointDeclaration>(
  declaration: E,
  ...call: CallArguments<E>
): Promise<LinkPage<EndpointReply<E> extends readonly (infer Item)[] ? Item : never>> {
  const { data, headers } = await callEndpointWithHeaders(declaration, ...call);
  if (!Array.isArray(data)) throw new Error(`${declaration.method} ${declaration.path} does not answer a list`);
  return {
    items: data,
    nextCursor: nextCursorOfLink(headers.get(LINK_HEADER)),
    total: totalCountOf(headers.get(TOTAL_COUNT_HEADER)),
  };
}
