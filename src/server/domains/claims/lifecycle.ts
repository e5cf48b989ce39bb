import { CLAIM_STAGES, type ClaimStatus } from '../../../shared/api/claims';
import { HOTLINE } from '../../../shared/constants';
import { moneyText } from '../../../shared/rules/money';

/**
 * The rules of a claim's lifecycle: it moves one stage at a time from
 * reported to paid; it may be withdrawn before the loss is approved, and
 * refused after the survey and before approval. Closed, paid, withdrawn and
 * refused claims are over, except that a closed claim still gets paid.
 */
const WITHDRAWABLE: ClaimStatus[] = ['reported', 'surveyed', 'assessed'];
const REFUSABLE: ClaimStatus[] = ['surveyed', 'assessed', 'lossApproved', 'adjusted'];

export function canMove(from: ClaimStatus, to: ClaimStatus): boolean {
  if (to === 'withdrawn') return WITHDRAWABLE.includes(from);
  if (to === 'refused') return REFUSABLE.includes(from);
  const i = (CLAIM_STAGES as readonly ClaimStatus[]).indexOf(from);
  return i >= 0 && CLAIM_STAGES[i + 1] === to;
}

/** The stages a claim passes to reach `target`: the straight line, or a branch off it. */
export function pathTo(target: ClaimStatus): ClaimStatus[] {
  if (target === 'withdrawn') return ['reported', 'surveyed', 'withdrawn'];
  if (target === 'refused') return ['reported', 'surveyed', 'assessed', 'refused'];
  const i = (CLAIM_STAGES as readonly ClaimStatus[]).indexOf(target);
  return CLAIM_STAGES.slice(0, i + 1);
}

export function isFinished(status: ClaimStatus): boolean {
  return status === 'paid' || status === 'withdrawn' || status === 'refused';
}

/** What the customer reads at each step; amounts are filled in where the step sets one. */
export function stepNote(
  kind: 'car' | 'noncar',
  status: ClaimStatus,
  facts: { amount?: string | null; cardTail?: string },
): string {
  const amount = facts.amount ? `${moneyText(facts.amount)}元` : '';
  switch (status) {
    case 'reported':
      return '您的报案已受理，理赔人员将在24小时内与您联系，请保持电话畅通。';
    case 'surveyed':
      return kind === 'car'
        ? '查勘员已完成现场查勘并拍照取证，请按约定将车辆送至维修单位。'
        : '理赔人员已完成事故调查，如需补充材料将电话通知您。';
    case 'assessed':
      return kind === 'car' ? `车辆定损已完成，定损金额${amount}。` : `损失核定已完成，核定金额${amount}。`;
    case 'lossApproved':
      return '损失金额已审核通过，请提交赔款收款账户等索赔材料。';
    case 'adjusted':
      return `赔款理算完成，应赔金额${amount}。`;
    case 'approved':
      return '核赔已通过，赔款将在3个工作日内支付。';
    case 'closed':
      return '案件已结案，感谢您的耐心等待。';
    case 'paid':
      return `赔款${amount}已支付至您尾号${facts.cardTail ?? '****'}的银行账户，请注意查收。`;
    case 'withdrawn':
      return `应您的申请，本次报案已撤案。如有疑问请拨打${HOTLINE}。`;
    case 'refused':
      return `经审核，本次事故不属于保险责任范围，理赔人员已向您说明原因。如有异议请拨打${HOTLINE}。`;
  }
}
