import pg from 'pg';
import { databaseUrl } from './postgres-data';

/**
 * EXPLAIN ANALYZE of the lookups behind the measured endpoints, on the large
 * database: the plans show whether they stay index scans at a million rows.
 */
export async function explainPlans(database: string, policyNo: string) {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  const queries = [
    // The policy query's lookup as the repo runs it: the numbers asked for together, in one statement.
    `select * from policy_record where policy_no = any('{${policyNo}}'::text[])`,
    `select * from policy_record where insured_id_no = (select insured_id_no from policy_record where policy_no = '${policyNo}')`,
    'select id from service_site where lat between 31.2 and 31.3 and lng between 121.4 and 121.5',
  ];
  try {
    const plans = [];
    for (const query of queries) {
      const result = await client.query(`explain (analyze, costs off, timing off, summary off) ${query}`);
      plans.push({ query, plan: result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n') });
    }
    return plans;
  } finally {
    await client.end();
  }
}
