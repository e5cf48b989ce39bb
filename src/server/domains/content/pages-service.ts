import { addDays } from '../../platform/calendar';
import { NotFound } from '../../platform/errors';
import type { ContentRepo } from './repo';
import type * as t from './schema';
import { chinaToday, toImage } from './service';

type ArticleRow = typeof t.article.$inferSelect;
const articleOut = (a: ArticleRow) => ({
  slug: a.slug,
  category: a.category,
  group: a.groupName,
  title: a.title,
  summary: a.summary,
  body: a.body,
  image: a.image ? toImage(a.image) : null,
  publishedAt: a.publishedAt,
});

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The read-mostly pages: articles, news, comments, funds, activities, drainage, renewal window. */
export function createPagesService({
  repo,
  now = () => new Date(),
  hasProof,
  renewalWindowDays,
  renewed,
}: {
  repo: ContentRepo;
  now?: () => Date;
  /** The renewal domain's window (configuration RENEWAL_WINDOW_DAYS): the pop-up offers what it would take. */
  renewalWindowDays: number;
  /** Whether this session proved the policy (platform proofs, subject `policy:<no>`). */
  hasProof: (uuid: string, policyNo: string) => Promise<boolean>;
  /** Of these policies, those renewed already (the renewal domain's port). */
  renewed: (policyNos: string[]) => Promise<string[]>;
}) {
  const today = () => chinaToday(now());
  return {
    async articles(category: string) {
      return { list: (await repo.articles(category)).map(articleOut) };
    },
    async gallery(category: string) {
      return {
        list: (await repo.gallery(category)).map((g) => ({ title: g.title, image: toImage(g.image), link: g.link })),
      };
    },
    async news(slug: string | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.news(slug, (pageNo - 1) * pageSize, pageSize);
      if (slug && rows.length === 0) throw new NotFound('该资讯不存在或已下线');
      return { list: rows.map(articleOut), total };
    },
    async comments(limit: number) {
      return { list: await repo.comments(limit) };
    },
    async funds(fundCode: string | undefined, days: number) {
      const funds = await repo.funds();
      const last = await repo.lastValueDate();
      if (funds.length === 0 || !last) return { list: [], selected: null };
      const recent = await repo.recentValues(addDays(last, -31));
      const list = funds.flatMap((f) => {
        const [latest, previous] = recent.filter((v) => v.fundCode === f.code);
        if (!latest) return [];
        const change = previous
          ? ((Number(latest.unitValue) / Number(previous.unitValue) - 1) * 100).toFixed(2)
          : '0.00';
        // Unchanged (a money fund's usual day, or a move under 0.005 %) carries no sign: "+0.00" read 上涨.
        const unchanged = Number(change) === 0;
        return [
          {
            code: f.code,
            name: f.name,
            kind: f.kind,
            riskLevel: f.riskLevel,
            latest: { date: latest.date, unitValue: latest.unitValue },
            dayChange: unchanged ? '0.00' : change.startsWith('-') ? change : `+${change}`,
          },
        ];
      });
      const code = fundCode ?? list[0]?.code;
      if (fundCode && !funds.some((f) => f.code === fundCode)) throw new NotFound('该基金不存在');
      const history = code ? await repo.history(code, addDays(last, -days)) : [];
      return { list, selected: code ? { code, history } : null };
    },
    async activities(status: 'all' | 'ongoing' | 'ended' | 'upcoming') {
      const d = today();
      const rows = (await repo.activities()).map((a) => ({
        id: a.id,
        title: a.title,
        summary: a.summary,
        image: toImage(a.image),
        startDate: a.startDate,
        endDate: a.endDate,
        link: a.link,
        rules: a.rules,
        status: (a.startDate > d ? 'upcoming' : a.endDate < d ? 'ended' : 'ongoing') as
          | 'upcoming'
          | 'ongoing'
          | 'ended',
      }));
      const rank = { ongoing: 0, upcoming: 1, ended: 2 };
      return {
        list: rows
          .filter((a) => status === 'all' || a.status === status)
          .sort((a, b) => rank[a.status] - rank[b.status]),
      };
    },
    async drainage() {
      const settings = await repo.settings();
      const d = settings.get('drainage') as { image: t.StoredImage; qrImage: t.StoredImage } & Record<string, unknown>;
      return {
        ...(d as Record<string, unknown>),
        showDrainage: settings.get('showDrainage') === true,
        image: toImage(d.image),
        qrImage: toImage(d.qrImage),
      } as {
        showDrainage: boolean;
        title: string;
        subtitle: string;
        image: ReturnType<typeof toImage>;
        qrImage: ReturnType<typeof toImage>;
        steps: string[];
        buttonText: string;
        link: string;
      };
    },
    async renewalWindow(uuid: string, policyNos: string[]) {
      const d = today();
      const unique = [...new Set(policyNos)];
      const proven: string[] = [];
      for (const no of unique) if (await hasProof(uuid, no)) proven.push(no);
      // A policy renewed already is not offered again: the window would ask a customer who has paid to renew.
      const done = new Set(await renewed(proven));
      const due = (await repo.renewalCandidates(proven)).find((c) => {
        const left = daysBetween(d, c.endDate);
        return !done.has(c.policyNo) && left >= 0 && left <= renewalWindowDays;
      });
      if (!due) return { show: false, policy: null };
      return {
        show: true,
        policy: {
          policyNo: due.policyNo,
          riskName: due.riskName,
          endDate: due.endDate,
          daysLeft: daysBetween(d, due.endDate),
          subject: due.subject,
          link: '/renewal-hint',
        },
      };
    },
    async helpCenterJson() {
      // Categories in the order they were first written; questions by their own order.
      const rows = [...(await repo.articles('help'))].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
      const groups = new Map<string, Array<{ slug: string; title: string; body: string }>>();
      for (const a of rows) {
        const name = a.groupName || '常见问题';
        groups.set(name, [...(groups.get(name) ?? []), { slug: a.slug, title: a.title, body: a.body }]);
      }
      const order = new Map(rows.map((a) => [a.slug, a.sortOrder]));
      const byOrder = (a: { slug: string }, b: { slug: string }) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0);
      return { categories: [...groups].map(([name, questions]) => ({ name, questions: questions.sort(byOrder) })) };
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
