import { NotFound } from '../../platform/errors';
import type { OrgDirectory } from '../../platform/ports';
import type { PlatformService } from './service';

/**
 * The platform's regions, branch offices and agencies for other domains
 * (platform/ports.ts): the very lists its pickers serve, so what a form was
 * offered is what the server accepts.
 */
export function createOrgDirectory(service: PlatformService): OrgDirectory {
  return {
    // The service already hands out fresh copies of these three fields.
    regionsUnder: (parentCode) => service.regions(parentCode),
    async branchesFor(placeCode) {
      if (!placeCode) return [];
      try {
        return (await service.branches(placeCode)).map(({ comCode, comName, cityCode }) => ({
          comCode,
          comName,
          cityCode,
        }));
      } catch (err) {
        if (err instanceof NotFound) return [];
        throw err;
      }
    },
    async agenciesOf(comCode) {
      return (await service.agencies(comCode)).map(({ agentCode, agentName, comCode }) => ({
        agentCode,
        agentName,
        comCode,
      }));
    },
  };
}
