import { useEffect } from 'react';
import type { AppRoute } from './route-types';

export interface DocumentMeta {
  title: string;
  keywords?: string;
  description?: string;
}

/**
 * What the document head says for a route (spec section 2): its title, and its
 * keywords and description where the route gives them; otherwise the site's
 * defaults from index.html, captured once so a route without its own does not
 * keep the previous page's.
 */
export function metaFor(route: AppRoute | undefined, defaults: DocumentMeta): DocumentMeta {
  return {
    title: route?.title || defaults.title,
    keywords: route?.keywords ?? defaults.keywords,
    description: route?.description ?? defaults.description,
  };
}

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

let defaults: DocumentMeta | undefined;

function readDefaults(): DocumentMeta {
  defaults ??= {
    title: document.title,
    keywords: metaTag('keywords').content,
    description: metaTag('description').content,
  };
  return defaults;
}

export function useDocumentMeta(route: AppRoute | undefined) {
  useEffect(() => {
    const meta = metaFor(route, readDefaults());
    document.title = meta.title;
    metaTag('keywords').content = meta.keywords ?? '';
    metaTag('description').content = meta.description ?? '';
  }, [route]);
}
