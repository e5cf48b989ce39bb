import { useAppStore } from '../store';
import { readAppParams } from './app-params';
import { channelRules } from './channel-rules';

/**
 * Reads the app-level parameters once at start and writes them to the store.
 * A city code from a link replaces the stored city; its name is cleared rather
 * than left saying 北京市, until link-city.ts has looked it up.
 */
export function applyStartParams(location: Pick<Location, 'search' | 'hash'> = window.location) {
  const params = readAppParams(location.search, location.hash);
  const { setGlobal, setBasicInfo, global } = useAppStore.getState();
  const { channelType, ...basic } = channelRules(params);
  if (channelType) setGlobal({ channelType });
  if (params.channelNo) setGlobal({ channelNo: params.channelNo });
  setBasicInfo(basic);
  if (params.entryId) setBasicInfo({ entryId: params.entryId });
  const linkCity = params.cityCode;
  if (!linkCity) return;
  if (linkCity !== global.basicInfo.cityCode) setBasicInfo({ cityCode: linkCity, cityName: '', positionState: true });
  // Named, or dropped if unknown, in the background (its own chunk, only on such a link); again on a
  // later visit by the same link if the first did not get as far.
  if (!useAppStore.getState().global.basicInfo.cityName)
    void import('./link-city').then((m) => m.checkLinkCity(linkCity));
}
