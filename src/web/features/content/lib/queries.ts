import type { z } from 'zod';
import { content } from '../../../../shared/api/content';
import type { Endpoint, RequestOf, ResponseKind, ResponseOf } from '../../../../shared/api/endpoint';
import { useCachedRead } from '../../../api/cached-read';
import { api, apiBlob } from '../../../api/client';

type JsonEndpoint = Endpoint<z.ZodType, z.ZodType, 'json'>;

/**
 * A cached read of one content endpoint (content changes rarely, so a page
 * visited twice does not ask twice). Errors were already shown by the API
 * client; the page only decides what to render instead.
 */
export function useContent<E extends JsonEndpoint>(endpoint: E, body: RequestOf<E>, enabled = true) {
  return useCachedRead<ResponseOf<E>>(JSON.stringify([endpoint.path, body]), () => api(endpoint, body), enabled);
}

/**
 * The two static JSON pages (GET, html response type): fetched through the same
 * client as blobs (so errors get the same dialogs), then parsed. The server
 * checks their shape before sending (shared/api/content.ts), so the browser
 * needs no schema for them.
 */
export function useStaticJson<T>(endpoint: Endpoint<z.ZodType, z.ZodType, ResponseKind>) {
  return useCachedRead<T>(JSON.stringify([endpoint.path]), async () => {
    const blob = await apiBlob(endpoint as unknown as Endpoint<z.ZodType, z.ZodType, 'blob'>, {});
    return JSON.parse(await blob.text()) as T;
  });
}

export { content };
