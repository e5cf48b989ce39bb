import type { PolicyDetail } from '../../../../shared/api/policy-shapes';
import { moneyText } from '../../../../shared/rules/money';
import { Card } from '../../../ui/card-page';
import { Rows } from '../../../ui/rows';

const yuan = (s: string) => (s ? `¥${moneyText(s)}` : '—');

function Party(props: { title: string; party: PolicyDetail['insured'] }) {
  const p = props.party;
  return (
    <Card title={props.title} extra={p.masked ? <small className="pl-masked">已隐去部分信息</small> : undefined}>
      <Rows
        rows={[
          ['姓名', p.name],
          ['证件类型', p.identifyTypeName],
          ['证件号码', p.identifyNumber],
          ['联系电话', p.mobile],
        ]}
      />
    </Card>
  );
}

/** Every section of the paper policy, in its order. */
export function DetailSections({ detail: d }: { detail: PolicyDetail }) {
  const p = d.policyInfo;
  return (
    <>
      <Card title="保单信息" extra={<span className={`pl-status pl-status-${p.status}`}>{p.statusText}</span>}>
        <Rows
          rows={[
            ['险种', p.riskName],
            ['保单号', p.policyNo],
            ['保险期间', `${p.startDate} 零时起至 ${p.endDate} 二十四时止`],
            ['签单日期', p.issueDate],
            ['保险金额', yuan(p.sumInsured)],
            ['保险费', yuan(p.premium)],
            ['承保机构', p.comName],
            p.visaserialNo ? ['单证流水号', p.visaserialNo] : null,
            p.school ? ['学校', p.school] : null,
            p.loanContractNo ? ['借款合同号', p.loanContractNo] : null,
          ]}
        />
      </Card>
      <Party title="投保人" party={d.applicant} />
      <Party title="被保险人" party={d.insured} />
      {d.car_Info && (
        <Card title="保险车辆">
          <Rows
            rows={[
              ['号牌号码', d.car_Info.licenseNo ?? '新车未上牌'],
              ['厂牌型号', d.car_Info.brandModel],
              ['车架号', d.car_Info.vin],
              ['发动机号', d.car_Info.engineNo],
            ]}
          />
        </Card>
      )}
      <Card title="承保险别">
        <table className="pl-table">
          <thead>
            <tr>
              <th scope="col">险别</th>
              <th scope="col">保额/限额</th>
              <th scope="col">保费</th>
            </tr>
          </thead>
          <tbody>
            {d.clauseKindInfo.map((k) => (
              <tr key={k.kindCode}>
                <td>{k.kindName}</td>
                <td>{yuan(k.amount)}</td>
                <td>{yuan(k.premium)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title="缴费信息">
        <Rows
          rows={[
            ['缴费金额', yuan(d.pay_Info.amount)],
            ['支付方式', d.pay_Info.payMethod],
            ['支付时间', d.pay_Info.payTime],
            ['支付流水号', d.pay_Info.payNo],
            ['付款人', d.pay_Info.payerName],
          ]}
        />
      </Card>
      <Card title="销售渠道">
        <Rows
          rows={[
            ['渠道', d.channel_Info.channelName],
            d.channel_Info.agentName
              ? ['代理机构', `${d.channel_Info.agentName}（${d.channel_Info.agentCode}）`]
              : null,
            d.channel_Info.salesman ? ['业务员', d.channel_Info.salesman] : null,
          ]}
        />
      </Card>
    </>
  );
}
