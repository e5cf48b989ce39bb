import { regionPath } from '../../shared/region-path';
import { regionsUnder } from '../api/regions';
import { useAppStore } from '../store';

/**
 * A link's city code (?cityCode=), checked against the region tables once the page has started. Until now
 * the code went into basicInfo without a name: home's city button said 选择城市 for a channel's own city,
 * and a code the tables do not have (made up, or retired) stayed for every page that reads it. Now a known
 * code is named as the pickers name it (a county by its city), and an unknown one is dropped to no city:
 * home says 选择城市, the complaint forms ask, the site search starts in Beijing. The read is silent (the
 * customer asked for nothing: a failure shows no dialog and changes nothing), and a city the customer chose
 * in the meantime is not overwritten.
 */
export async function checkLinkCity(code: string): Promise<void> {
  let path: Awaited<ReturnType<typeof regionPath>>;
  try {
    path = await regionPath((parent) => regionsUnder(parent, { silent: true }), code);
  } catch {
    return;
  }
  const { global, setBasicInfo } = useAppStore.getState();
  if (global.basicInfo.cityCode !== code || global.basicInfo.cityName) return;
  if (path) setBasicInfo({ cityName: (path[1] ?? path[0]).name });
  else setBasicInfo({ cityCode: '', cityName: '', positionState: false });
}
