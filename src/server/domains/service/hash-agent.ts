/** Prints one CS_AGENTS entry: `npx tsx src/server/domains/service/hash-agent.ts <account> <name> <password>`. */
import { hashPassword } from './agents';

const [account, name, password] = process.argv.slice(2);
if (!account || !name || !password) {
  console.error('用法：npx tsx src/server/domains/service/hash-agent.ts <工号> <姓名> <密码>');
  process.exit(1);
}
const { salt, hash } = hashPassword(password);
console.log(`${account}:${name}:${salt}:${hash}`);
