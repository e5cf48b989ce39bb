/** What the load types into the policy query: a policy's number, its applicant's name and ID number. */
export interface PolicyQuery {
  policyNo: string;
  insuredName: string;
  identifyNumber: string;
  personType: '0';
}

interface Executes {
  execute(query: string): Promise<unknown>;
}

/**
 * Up to `limit` policies the policy query finds, drawn at random, as their
 * customers would type them: the load asks for them in turn, as many customers
 * asking for their own policies would. Only applicants with a resident ID:
 * the query's form sends no ID type, so it checks a resident ID's rule, and
 * the demo book holds a Hong Kong applicant (K391705(3), found by the
 * warranty query) whose every lookup here was refused: 185 failed answers in
 * the 07:33 run on 2026-12-01, which the harness counted as a missed budget.
 */
export async function drawPolicyQueries(db: Executes, limit = 1000): Promise<PolicyQuery[]> {
  const result = (await db.execute(
    `select policy_no, applicant_name, applicant_id_no from policy_record
     where kind = 'noncar' and query_type = 'normal' and applicant_id_type = '01'
     order by random() limit ${Math.floor(limit)}`,
  )) as { rows: { policy_no: string; applicant_name: string; applicant_id_no: string }[] };
  return result.rows.map((r) => ({
    policyNo: r.policy_no,
    insuredName: r.applicant_name,
    identifyNumber: r.applicant_id_no,
    personType: '0',
  }));
}
