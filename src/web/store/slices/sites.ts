import type { StateCreator } from 'zustand';
import type { SiteInfo } from '../../../shared/api/sites';
import { ALL_SERVICE_ITEMS } from '../../../shared/codes/service-items.ts';
import { ALL_SITE_TYPES } from '../../../shared/codes/site-types.ts';

export interface ProvinceNode {
  code: string;
  name: string;
  siteCount: number;
  cities: { code: string; name: string; siteCount: number }[];
}

/** The last search by name or address, kept so that coming back from a site's map finds it as it was. */
export interface SiteSearch {
  /** '' before any search. */
  keyword: string;
  inCity: boolean;
  /** The city searched within, as named when it was searched ('' nationwide). */
  cityName: string;
  list: SiteInfo[];
  total: number;
}

/**
 * Network (site) query of spec section 3. `serviceitems` holds the code of the
 * item (00 = 全部, the spec's default); `chooseItem` the site picked on the list
 * or the map, so the map opens on it and a reload keeps it.
 */
export interface NetworkQueryState {
  cityCode: string;
  cityName: string;
  /**
   * The customer chose the city (a picker, a county, or sorting by distance, which moves the finder to
   * where they are). Until then the city is only where the finder starts, and follows the visitor's city
   * (use-province-data.ts useInitialCity).
   */
  cityChosen: boolean;
  websitetype: string;
  serviceitems: string;
  countycode: string;
  chooseItem: string;
  /** Sort by distance: the visitor allowed location. */
  useLocation: boolean;
  siteInfoList: SiteInfo[];
  provinceData: ProvinceNode[];
  search: SiteSearch;
}

export interface SitesSlice {
  networkQuery: NetworkQueryState;
  setNetworkQuery: (change: Partial<NetworkQueryState>) => void;
}

export const emptyNetworkQuery: NetworkQueryState = {
  cityCode: '',
  cityName: '',
  cityChosen: false,
  websitetype: ALL_SITE_TYPES,
  serviceitems: ALL_SERVICE_ITEMS,
  countycode: '',
  chooseItem: '',
  useLocation: false,
  siteInfoList: [],
  provinceData: [],
  search: { keyword: '', inCity: false, cityName: '', list: [], total: 0 },
};

export const createSitesSlice: StateCreator<SitesSlice, [], [], SitesSlice> = (set) => ({
  networkQuery: emptyNetworkQuery,
  setNetworkQuery: (change) => set((s) => ({ networkQuery: { ...s.networkQuery, ...change } })),
});
