import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { type enterOnline, type generateLinkRequest, PROMOTE_PRODUCTS } from '../../../shared/api/groupbuy';
import { HOTLINE } from '../../../shared/constants';
import { SHORT_LINK_PREFIX, signUpPath } from '../../../shared/group-buy-link';
import { provinceCodeOf } from '../../../shared/region-path';
import { normaliseName } from '../../../shared/rules';
import { isUniqueViolation } from '../../platform/db-errors';
import { InvalidInput, NotFound, Refused } from '../../platform/errors';
import type { Limiter } from '../../platform/limits';
import { maskEmail, maskName } from '../../platform/masking';
import type { Mailer, SmsSender } from '../../platform/messaging';
import { createMobileProof } from '../../platform/mobile-proof';
import type { OrgDirectory } from '../../platform/ports';
import type { Proofs } from '../../platform/proofs';
import { insertWithReferenceNo } from '../../platform/reference-no';
import type { SmsCodes } from '../../platform/sms-codes';
import type { Store } from '../../platform/store';
import type { GroupbuyRepo, LinkOwner, LinkRow } from './repo';

type LinkForm = z.output<typeof generateLinkRequest>;
type SignUpForm = z.output<typeof enterOnline.request>;

export const GROUPBUY_LIMITS = {
  staffLookup: { name: 'groupbuy-staff-lookup', max: 30, windowSeconds: 3600, message: '查询过于频繁，请稍后再试' },
  mailPerLink: { name: 'groupbuy-mail-link', max: 5, windowSeconds: 3600, message: '邮件发送过于频繁，请稍后再试' },
} as const;

/**
 * A double tap on 发送 asks twice within moments: the same link is mailed to
 * the same address once in this many seconds, and a second ask meanwhile is
 * answered as sent.
 */
export const MAIL_REPEAT_SECONDS = 30;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Said when the session holds no fresh proof of the link: never generated here, or generated over 30 minutes ago. */
export const MAIL_NEEDS_FRESH_LINK = '请先生成推广链接再发送邮件；生成超过30分钟的，请重新点击“生成推广链接”';

export function newShortCode(length = 8): string {
  return Array.from(randomBytes(length), (b) => BASE62[b % 62]).join('');
}

const isLinkOf = (link: LinkRow, owner: LinkOwner) =>
  link.employeeNo === owner.employeeNo &&
  link.kind === owner.kind &&
  link.comCode === owner.comCode &&
  link.agentCode === owner.agentCode &&
  link.projectCode === owner.projectCode;

/** Said when the branch office is not one offered for the chosen city (the page's list is stale, or made up). */
export const BRANCH_NOT_OFFERED = '所选出单机构不属于所在省市，请重新选择出单机构';
/** Said when the agent is not a licensed agency of the branch office or its province's branch. */
export const AGENT_NOT_OFFERED = '所选代理人不属于该出单机构，请重新选择代理人';
/** Said when the promoter's name is not the one the staff register holds for the employee number. */
export const PROMOTER_NOT_REGISTERED = '推广人姓名与员工登记的姓名不一致，请核对';
/** Said when a sign-up's city is not a city of the region picker (a province, a county, or a made-up code). */
export const CITY_NOT_OFFERED = '所在城市有误，请重新选择所在省市';

export interface Caller {
  uuid: string;
  requestId: string;
  clientAddress: string;
  /** scheme://host the customer reached us at: short links are built on it. */
  origin: string;
}

export function createGroupbuyService(deps: {
  repo: GroupbuyRepo;
  store: Store;
  limiter: Limiter;
  smsCodes: Pick<SmsCodes, 'verify'>;
  proofs: Proofs;
  mailer: Mailer;
  smsSender: SmsSender;
  /** The platform's regions, branch offices and agencies (platform/ports.ts). */
  orgs: OrgDirectory;
}) {
  const { repo, store, limiter, smsCodes, proofs, mailer, smsSender, orgs } = deps;
  // The sign-up's mobile (platform/mobile-proof.ts): a retry whose answer was lost spends no second code.
  const mobileProof = createMobileProof({ proofs, smsCodes }, 'activity', (mobile) => `groupbuy-lead:${mobile}`);
  // The staff member's mobile, purpose groupBuy: a link asked again within the proof's half hour (its answer
  // was lost, making it failed after the code was spent, the page sent it again with a new requestId) needs
  // no second code.
  const staffProof = createMobileProof({ proofs, smsCodes }, 'groupBuy', (mobile) => `groupbuy-staff:${mobile}`);
  // A retry is the same session sending the same requestId: the client chooses the id, so alone it proves nothing.
  const retryKey = (caller: Caller) => `groupbuy:request:${caller.uuid}:${caller.requestId}`;

  const answer = (row: LinkRow, reused: boolean) => ({
    groupByNo: row.groupByNo,
    kind: row.kind,
    promoteProduct: PROMOTE_PRODUCTS[row.kind],
    shortUrl: row.shortUrl,
    targetPath: signUpPath(row.groupByNo),
    qrDataUrl: `data:image/png;base64,${row.qrPng}`,
    promoterName: row.promoterName,
    comName: row.comName,
    createdAt: row.createdAt.toISOString(),
    reused,
  });

  /**
   * One look-up of the register, counted towards the client's 30 an hour when
   * it arrives, so look-ups sent together cannot pass the limit before any is
   * counted. Every answer counts, whether or not the page still wanted it (the
   * server cannot tell a cancelled call from one whose answer was read); a
   * look-up the register could not answer told nothing, and gives its slot back.
   */
  async function staffOf(employeeNo: string, address: string) {
    await limiter.hit(GROUPBUY_LIMITS.staffLookup, address);
    try {
      return await repo.staff(employeeNo);
    } catch (err) {
      await limiter.giveBack(GROUPBUY_LIMITS.staffLookup, address);
      throw err;
    }
  }

  /**
   * The link's place, branch office and agent, checked against the platform's tables: each must be
   * one the form's pickers offer (the region picker, getComCode for the city, the agencies of the
   * branch and of its province's branch). The names are the tables' own: the link, its e-mail and
   * the sign-up page show the branch's name, never one the page sent.
   */
  async function organisationOf(form: LinkForm) {
    const province = (await orgs.regionsUnder()).find((r) => r.code === form.proCode);
    if (!province) throw new InvalidInput('请选择所在省份');
    const city = (await orgs.regionsUnder(province.code)).find((r) => r.code === form.cityCode);
    if (!city) throw new InvalidInput('请选择所在城市');
    const places = [province.name, city.name];
    let countyCode = '';
    if (form.kind === 'noncar') {
      // A non-car link is placed down to the county, but 东莞, 中山 and 儋州 have none: there it stops at the city.
      const counties = await orgs.regionsUnder(city.code);
      if (counties.length > 0 || form.countyCode !== '') {
        const county = counties.find((r) => r.code === form.countyCode);
        if (!county) throw new InvalidInput('请选择所在区县');
        places.push(county.name);
        countyCode = county.code;
      }
    }
    const branch = (await orgs.branchesFor(city.code)).find((b) => b.comCode === form.comCode);
    if (!branch) throw new InvalidInput(BRANCH_NOT_OFFERED);
    if (form.groupuserCode !== '') {
      const owners = branch.comCode === province.code ? [branch.comCode] : [branch.comCode, province.code];
      const agencies = (await Promise.all(owners.map((c) => orgs.agenciesOf(c)))).flat();
      if (!agencies.some((a) => a.agentCode === form.groupuserCode)) throw new InvalidInput(AGENT_NOT_OFFERED);
    }
    return { countyCode, address: places.join(' '), comName: branch.comName };
  }

  /**
   * A sign-up's city is one the page's picker offers: a city of its province in the platform's region
   * table (a municipality's own, 北京市 under 北京市). The lead's adviser is found by it, so a province, a
   * county or a code of no place is refused, as the link's places are.
   */
  async function checkSignUpCity(cityCode: string) {
    const cities = await orgs.regionsUnder(provinceCodeOf(cityCode));
    if (!cities.some((c) => c.code === cityCode && c.level === 'city')) throw new InvalidInput(CITY_NOT_OFFERED);
  }

  return {
    async staffName(employeeNo: string, address: string) {
      const staff = await staffOf(employeeNo, address);
      if (!staff) throw new NotFound('员工工号不存在，请核对');
      return { promoterName: maskName(staff.name), comCode: staff.comCode, comName: staff.comName };
    },

    async checkMobile(employeeNo: string, mobile: string, address: string) {
      const staff = await staffOf(employeeNo, address);
      return { matches: staff?.mobile === mobile };
    },

    async generate(form: LinkForm, caller: Caller) {
      const owner: LinkOwner = {
        employeeNo: form.employeeNo,
        kind: form.kind,
        comCode: form.comCode,
        agentCode: form.groupuserCode,
        projectCode: form.projectCode,
      };
      const earlier = caller.requestId ? await store.get(retryKey(caller)) : null;
      const replay = earlier ? await repo.link(earlier) : undefined;
      // Answered only if it is the same link asked for; the id reused for another is a new request.
      if (replay && isLinkOf(replay, owner)) return answer(replay, true);

      // The organisation before the code: its tables are public (the pickers list them), and a choice
      // refused there leaves the code unspent for the corrected form.
      const organisation = await organisationOf(form);
      // The code before the register: its answers (no such employee, not the employee's mobile) are told
      // without a code only by the look-ups limited to 30 an hour, never here to any caller. A proof held
      // from an earlier code stands in for it, and then the register's answer is counted as a look-up:
      // one code must not open the register to unlimited guesses of employee numbers for half an hour.
      const held = await proofs.has(caller.uuid, staffProof.subject(form.phoneNumber));
      await staffProof.prove(caller.uuid, form.phoneNumber, form.smsValidCode);
      const staff = held ? await staffOf(form.employeeNo, caller.clientAddress) : await repo.staff(form.employeeNo);
      if (!staff) throw new NotFound('员工工号不存在，请核对');
      if (staff.mobile !== form.phoneNumber) throw new Refused('手机号与员工登记的手机号不一致');
      // The name is the one customers see as 推荐人 and the link's e-mail greets: the register's. A name mistyped
      // was kept for good, as the same link is answered again with the name it was first made with.
      if (normaliseName(staff.name) !== form.promoterName) throw new Refused(PROMOTER_NOT_REGISTERED);

      let row = await repo.linkOf(owner);
      const reused = row !== undefined;
      for (let attempt = 0; !row; attempt++) {
        const groupByNo = newShortCode();
        const shortUrl = `${caller.origin}${SHORT_LINK_PREFIX}${groupByNo}`;
        // qrcode loads with the first QR code, not at every start (issue 9).
        const { default: QRCode } = await import('qrcode');
        const png = await QRCode.toBuffer(shortUrl, { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });
        try {
          row = await repo.insertLink({
            ...owner,
            groupByNo,
            promoterName: form.promoterName,
            mobile: form.phoneNumber,
            proCode: form.proCode,
            cityCode: form.cityCode,
            ...organisation,
            shortUrl,
            qrPng: png.toString('base64'),
          });
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 3) throw err;
          row = await repo.linkOf(owner);
        }
      }
      await proofs.grant(caller.uuid, `groupbuy:${row.groupByNo}`);
      if (caller.requestId) await store.set(retryKey(caller), row.groupByNo, 3600);
      return answer(row, reused);
    },

    async sendEmail(groupByNo: string, email: string, uuid: string) {
      // The right to mail a link lasts as its proof does (30 minutes): a link shown again from the
      // page's saved state after that is told to be generated again, which answers the same link.
      if (!(await proofs.has(uuid, `groupbuy:${groupByNo}`))) throw new Refused(MAIL_NEEDS_FRESH_LINK);
      const link = await repo.link(groupByNo);
      if (!link) throw new NotFound('推广链接不存在');
      const onceKey = `groupbuy:mail:${link.groupByNo}:${email}`;
      if (!(await store.setIfAbsent(onceKey, '1', MAIL_REPEAT_SECONDS))) return { sentTo: maskEmail(email) };
      try {
        await limiter.hit(GROUPBUY_LIMITS.mailPerLink, groupByNo);
        await mailer.send({
          to: email,
          subject: `您的${PROMOTE_PRODUCTS[link.kind]}团购推广链接`,
          text: [
            `${link.promoterName}，您好：`,
            `您的${PROMOTE_PRODUCTS[link.kind]}团购推广链接已生成（编号${link.groupByNo}，出单机构：${link.comName}）。`,
            `推广链接：${link.shortUrl}`,
            '客户打开链接即可在线报名，报名信息将记在您的名下。推广二维码见附件，可直接转发或打印。',
            `如有疑问请拨打${HOTLINE}。`,
          ].join('\n'),
          attachments: [
            {
              filename: `推广二维码-${link.groupByNo}.png`,
              content: Buffer.from(link.qrPng, 'base64'),
              contentType: 'image/png',
            },
          ],
        });
      } catch (err) {
        // Not sent: the customer may ask again at once.
        await store.del(onceKey);
        throw err;
      }
      return { sentTo: maskEmail(email) };
    },

    async promoter(groupByNo: string) {
      const link = await repo.link(groupByNo);
      if (!link) throw new NotFound('推广链接不存在或已失效');
      return {
        promoterName: maskName(link.promoterName),
        comName: link.comName,
        kind: link.kind,
        promoteProduct: PROMOTE_PRODUCTS[link.kind],
      };
    },

    async signUp(form: SignUpForm, caller: Caller) {
      const link = form.groupByNo ? await repo.link(form.groupByNo) : undefined;
      if (form.groupByNo && !link) throw new NotFound('推广链接不存在或已失效');
      const promoterName = link ? maskName(link.promoterName) : '';
      // The city before the code: the region table is public (the picker lists it), and a refusal leaves
      // the code unspent for the corrected form.
      await checkSignUpCity(form.cityCode);
      // Proof first: a stored sign-up's number, and that the mobile signed up at all, are its owner's to see.
      await mobileProof.prove(caller.uuid, form.mobile, form.smsValidCode);
      const before = await repo.lead(form.mobile, form.groupByNo);
      if (before) return { ackNo: before.ackNo, duplicate: true, promoterName };
      let lead: Awaited<ReturnType<GroupbuyRepo['insertLead']>>;
      try {
        lead = await insertWithReferenceNo('BM', 'groupbuy_lead_ack_no_unique', (ackNo) =>
          repo.insertLead({
            ackNo,
            groupByNo: form.groupByNo,
            name: form.name,
            mobile: form.mobile,
            cityCode: form.cityCode,
            product: form.product,
            sessionUuid: caller.uuid,
          }),
        );
      } catch (err) {
        const winner = isUniqueViolation(err) ? await repo.lead(form.mobile, form.groupByNo) : undefined;
        if (!winner) throw err;
        return { ackNo: winner.ackNo, duplicate: true, promoterName };
      }
      // Acknowledgements are best effort: the lead is stored whatever the gateway says.
      await smsSender
        .send(
          form.mobile,
          `【人保财险】您已成功报名${form.product}咨询，报名编号${lead.ackNo}。专属顾问将尽快与您联系，咨询请拨打${HOTLINE}。`,
        )
        .catch(() => undefined);
      if (link)
        await smsSender
          .send(
            link.mobile,
            `【人保财险】您的推广链接${link.groupByNo}有新客户报名：${maskName(form.name)}，意向产品${form.product}，请及时跟进。`,
          )
          .catch(() => undefined);
      return { ackNo: lead.ackNo, duplicate: false, promoterName };
    },
  };
}
export type GroupbuyService = ReturnType<typeof createGroupbuyService>;
