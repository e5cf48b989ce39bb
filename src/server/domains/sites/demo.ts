import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createSitesRepo } from './repo';

/** Where a tester can try the site search. */
export async function sitesDemo(db: Db): Promise<DemoSection> {
  const repo = createSitesRepo(db);
  const filter = { websitetype: '01000', serviceitems: '00' };
  const tiananmen = { lat: 39.9087, lng: 116.3975 };
  const [nearest] = await repo.nearest(filter, tiananmen, 1, 0);
  const total = await repo.count({ websitetype: '00000', serviceitems: '00' });
  return {
    title: '服务网点',
    notes: [
      '网点查询 /network-query：选择省、市（如 北京市、广州市、深圳市），可按区县、网点类型、服务项目筛选；允许定位时按距离排序。',
      '模拟定位：浏览器开发者工具 Sensors 设置经纬度（如 天安门 39.9087, 116.3975）。',
      '关键词搜索 /network-querySearch：如“理赔”“人民路”“4S店”。地图 /network-map：无法访问地图服务时仍显示标注与列表。',
      `演示数据共${total}个网点，坐标为演示用（省会及主要城市中心点加偏移），并非真实地址。`,
    ],
    records: {
      total,
      beijingCityCode: '11010000',
      nearestClaimsSiteToTiananmen: nearest ? { siteId: `S${nearest.id}`, name: nearest.name } : null,
    },
  };
}
