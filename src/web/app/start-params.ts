import { useAppStore } from '../store';
import { readAppParams } from './app-params';
import { channelRules } from './channel-rules';

/**
 * Reads the app-level parameters once at start and writes them to the store.
 * A city code from a link replaces the stored city; its name is looked up by
 * the city chooser, so it is cleared rather than left saying 北京市.
 */
export function applyStartParams(location: Pick<Location, 'search' | 'hash'> = window.location) {
  const params = readAppParams(location.search, location.hash);
  const { setGlobal, setBasicInfo, global } = useAppStore.getState();
  const { channelType, ...basic } = channelRules(params);
  if (channelType) setGlobal({ channelType });
  if (params.channelNo) setGlobal({ channelNo: params.channelNo });
  setBasicInfo(basic);
  if (params.entryId) setBasicInfo({ entryId: params.entryId });
  if (params.cityCode && params.cityCode !== global.basicInfo.cityCode)
    setBasicInfo({ cityCode: params.cityCode, cityName: '', positionState: true });
}
