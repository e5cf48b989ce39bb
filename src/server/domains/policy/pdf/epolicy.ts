import type { PolicyDetail } from '../../../../shared/api/policy-shapes';
import { HOTLINE } from '../../../../shared/constants';
import { moneyText } from '../../../../shared/rules/money';
import { registerDateText } from '../../../../shared/rules/register-date';
import type { TermRow } from '../schema';
import {
  amountInWords,
  CONTENT_WIDTH,
  ensureSpace,
  finish,
  newDocument,
  PAGE,
  pairs,
  paragraph,
  sectionTitle,
  table,
} from './layout';
import { drawQr } from './qr';
import { drawSeal } from './seal';

export const COMPANY = '中国人民财产保险股份有限公司';

export interface EPolicyInput {
  detail: PolicyDetail;
  specialAgreements: TermRow[];
  exclusions: TermRow[];
  /** Where the QR code leads: the portal's verification page for this policy. */
  verifyUrl: string;
}

/**
 * A copy with a party masked (the session proved only one of them) is for looking at: it is not
 * the policy the customer could show as the contract, so it must not claim to be its equal.
 */
export const isViewingCopy = (d: Pick<PolicyDetail, 'applicant' | 'insured'>) => d.applicant.masked || d.insured.masked;
export const VIEWING_COPY_NOTE =
  '本件为查看副本，未经验证的当事人信息已隐去，不具有电子保单的法律效力。如需完整电子保单，请分别以投保人、被保险人的证件信息查询本保单后重新下载。';

const yuan = (s: string) => (s ? moneyText(s) : '—');

/**
 * The electronic policy (电子保单) as a PDF: every field of the detail page,
 * the coverages table, the premium in words, special agreements and
 * exclusions, a QR code of the verification link and the drawn seal. It
 * shows personal data exactly as the detail page does for the same session.
 */
export async function renderEPolicy(input: EPolicyInput): Promise<Buffer> {
  const { detail: d } = input;
  const p = d.policyInfo;
  const doc = await newDocument({
    Title: `${p.riskName}电子保险单 ${p.policyNo}`,
    Subject: `保险单号 ${p.policyNo}`,
    Keywords: `电子保单,${p.policyNo}`,
  });

  const top = PAGE.margin;
  await drawQr(doc, input.verifyUrl, PAGE.width - PAGE.margin - 72, top, 72);
  doc
    .fontSize(7)
    .fillColor('#555555')
    .text('扫码验真', PAGE.width - PAGE.margin - 72, top + 74, { width: 72, align: 'center' });
  doc
    .fillColor('#b00010')
    .font('bold')
    .fontSize(15)
    .text(COMPANY, PAGE.margin, top + 4, { lineBreak: false });
  doc
    .fillColor('#000000')
    .fontSize(18)
    .text(`${p.riskName}电子保险单`, PAGE.margin, top + 28, { lineBreak: false });
  doc.font('regular').fontSize(9).fillColor('#333333');
  doc.text(`保险单号：${p.policyNo}`, PAGE.margin, top + 56, { lineBreak: false });
  doc.text(`签单日期：${p.issueDate}    状态：${p.statusText}`, PAGE.margin, top + 70, { lineBreak: false });
  if (isViewingCopy(d))
    doc.fillColor('#b00010').text('查看副本（部分信息已隐去，非完整电子保单）', PAGE.margin, top + 82, {
      lineBreak: false,
    });
  doc.y = top + 90;
  doc.x = PAGE.margin;
  doc.fillColor('#000000');

  sectionTitle(doc, '投保人与被保险人');
  pairs(doc, [
    ['投保人', d.applicant.name],
    ['被保险人', d.insured.name],
    ['投保人证件', `${d.applicant.identifyTypeName} ${d.applicant.identifyNumber}`],
    ['被保险人证件', `${d.insured.identifyTypeName} ${d.insured.identifyNumber}`],
    ['投保人电话', d.applicant.mobile],
    ['被保险人电话', d.insured.mobile],
  ]);

  if (d.car_Info) {
    const c = d.car_Info;
    sectionTitle(doc, '保险车辆');
    pairs(doc, [
      ['号牌号码', c.licenseNo ?? '新车未上牌'],
      ['厂牌型号', c.brandModel],
      ['车架号', c.vin],
      ['发动机号', c.engineNo],
      ['使用性质', c.useNature ?? '—'],
      ['核定载客', c.seatCount ? `${c.seatCount}人` : '—'],
      ['初次登记日期', registerDateText(c)],
      ['', ''],
    ]);
  }

  sectionTitle(doc, '保险期间与承保险别');
  paragraph(doc, `保险期间：自${p.startDate}零时起至${p.endDate}二十四时止。`);
  table(
    doc,
    [0.46, 0.3, 0.24],
    [
      ['承保险别', '保险金额/责任限额（元）', '保险费（元）'],
      ...d.clauseKindInfo.map((k) => [
        k.kindName + (k.noDeductible ? '（不计免赔）' : ''),
        yuan(k.amount),
        yuan(k.premium),
      ]),
    ],
    { header: true },
  );
  table(doc, [0.46, 0.54], [[`保险费合计（人民币大写）：${amountInWords(p.premium)}`, `（¥${yuan(p.premium)}）`]]);

  if (p.visaserialNo || p.school || p.loanContractNo) {
    const extra: Array<[string, string]> = [];
    if (p.visaserialNo) extra.push(['单证流水号', p.visaserialNo]);
    if (p.school) extra.push(['学校', p.school]);
    if (p.loanContractNo) extra.push(['借款合同号', p.loanContractNo]);
    pairs(doc, extra);
  }

  sectionTitle(doc, '缴费与渠道');
  pairs(doc, [
    ['支付方式', d.pay_Info.payMethod],
    ['支付时间', d.pay_Info.payTime],
    ['支付流水号', d.pay_Info.payNo],
    ['销售渠道', d.channel_Info.channelName + (d.channel_Info.agentName ? `（${d.channel_Info.agentName}）` : '')],
  ]);

  sectionTitle(doc, '特别约定');
  for (const [i, t] of input.specialAgreements.entries()) paragraph(doc, `${i + 1}. ${t.title}：${t.content}`);
  sectionTitle(doc, '责任免除（摘要，以保险条款为准）');
  for (const [i, t] of input.exclusions.entries()) paragraph(doc, `${i + 1}. ${t.title}：${t.content}`);

  ensureSpace(doc, 110);
  doc.moveDown(0.5);
  const y = doc.y;
  paragraph(doc, `签单机构：${p.comName}`);
  paragraph(
    doc,
    isViewingCopy(d)
      ? `客户服务电话：${HOTLINE}    ${VIEWING_COPY_NOTE}`
      : `客户服务电话：${HOTLINE}    本电子保单与纸质保单具有同等法律效力。`,
  );
  paragraph(doc, '重要提示：请仔细阅读保险条款，特别是责任免除、投保人与被保险人义务及赔偿处理部分。');
  drawSeal(doc, PAGE.margin + CONTENT_WIDTH - 60, y + 52, 50, COMPANY, '保单专用章');
  return finish(doc);
}
