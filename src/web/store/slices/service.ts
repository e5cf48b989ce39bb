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
  /**
   * What the customer has typed in the chat and not yet sent: kept as it is typed,
   * so a reload (or a look at another page) does not lose it; emptied once sent.
   */
  serviceDraft: string;
  setServiceUser: (user: ServiceUser | null) => void;
  setServiceAgent: (agent: ServiceSlice['serviceAgent'] | null) => void;
  setServiceDraft: (text: string) => void;
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
  serviceDraft: '',
  setServiceUser: (user) => set({ serviceUser: user ?? emptyServiceUser }),
  setServiceAgent: (agent) => set({ serviceAgent: agent ?? noAgent }),
  setServiceDraft: (text) => set({ serviceDraft: text }),
});
