import type { StateCreator } from 'zustand';
import type { ServiceUser } from '../../../shared/api/service-shapes';

/**
 * Service user info of spec section 3 (signid, userid, username, source,
 * subsource, token, agentid, entryId): kept so a reload resumes the same
 * conversation. The staff console's login is kept beside it for the same reason.
 */
export interface ServiceSlice {
  serviceUser: ServiceUser;
  serviceAgent: { agentToken: string; account: string; name: string };
  setServiceUser: (user: ServiceUser | null) => void;
  setServiceAgent: (agent: ServiceSlice['serviceAgent'] | null) => void;
}

export const emptyServiceUser: ServiceUser = {
  signid: '',
  userid: '',
  username: '',
  source: 'wap',
  subsource: 'picc-wap',
  token: '',
  agentid: '',
  entryId: '',
};
const noAgent = { agentToken: '', account: '', name: '' };

export const createServiceSlice: StateCreator<ServiceSlice, [], [], ServiceSlice> = (set) => ({
  serviceUser: emptyServiceUser,
  serviceAgent: noAgent,
  setServiceUser: (user) => set({ serviceUser: user ?? emptyServiceUser }),
  setServiceAgent: (agent) => set({ serviceAgent: agent ?? noAgent }),
});
