import { policy } from '../../../../shared/api/policy';
import { api, apiBlob } from '../../../api/client';
import { checkEmailAddress } from '../../../ui/form/rule-check';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { prompt } from '../../../ui/message-box';
import { saveBlob } from '../../../ui/save-blob';
import { toast } from '../../../ui/toast';

/** One document of the policy; `signal` cancels the download when the page no longer wants it. */
export function fetchDocument(policyNo: string, docId: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(policy.downLodElectronicPolicyInput, { policyNo, docId }, { signal });
}

/**
 * The name a saved document takes, wherever it is saved from: the e-policy by its
 * policy number (a customer keeps several, two for each car), a clause by its title.
 */
export function documentFileName(policyNo: string, docId: string, title: string): string {
  return docId === 'epolicy' ? `电子保单_${policyNo}.pdf` : `${title}.pdf`;
}

export async function downloadDocument(policyNo: string, docId = 'epolicy', title = '电子保单') {
  try {
    const blob = await withLoading(() => fetchDocument(policyNo, docId));
    saveBlob(blob, documentFileName(policyNo, docId, title));
    toast('下载已开始');
  } catch {
    // The client has shown why.
  }
}

/** Asks for an address (checked with the shared isEmail rule) and mails the e-policy there. */
export async function emailPolicy(policyNo: string) {
  const email = await prompt('请输入接收电子保单的邮箱', {
    title: '发送电子保单',
    type: 'email',
    // No maxlength: the input would cut a longer address to another that may pass (…@example.com.cn
    // to …@example.com) and mail the document there; checkEmailAddress refuses it whole instead.
    placeholder: '例如 name@example.com',
    validator: checkEmailAddress,
  });
  if (email === null) return;
  try {
    const answer = await withLoading(() => api(policy.sendPolicyEmail, { policyNo, email: email.trim() }));
    toast(`电子保单已发送至 ${answer.maskedEmail}，请查收`);
  } catch {
    // The client has shown why.
  }
}

/**
 * 下载 and 发送到邮箱 of a policy's e-policy, each once at a time: a double tap
 * fetched the PDF twice (two files saved) or opened two address prompts, whose
 * mails both count towards the policy's three an hour.
 */
export function useEPolicyActions(policyNo: string) {
  const download = useOneAtATime(() => downloadDocument(policyNo));
  const mail = useOneAtATime(() => emailPolicy(policyNo));
  return { download: () => download.run(), mail: () => mail.run() };
}
