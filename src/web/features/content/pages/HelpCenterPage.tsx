import { Collapse } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { content, type HelpCenterData } from '../../../../shared/api/content';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { Link, useSearchParams } from '../../../app/router';
import { ArticleBody } from '../components/ArticleBody';
import { ContentPage } from '../components/ContentPage';
import { ReadFailed } from '../components/ReadFailed';
import { SearchForm } from '../components/SearchForm';
import { useStaticJson } from '../lib/queries';
import '../components/pages.css';

/** Questions by category (from the static help-center.json), searchable; ?slug opens one question. */
export default function HelpCenterPage() {
  const [params] = useSearchParams();
  // Another question linked to (an answer's link, an edited address) is another page: it opens and comes
  // into view as the first one did.
  return <HelpCenter key={params.get('slug') ?? ''} />;
}

function HelpCenter() {
  const [params] = useSearchParams();
  const read = useStaticJson<HelpCenterData>(content.helpCenterJson);
  const data = read.data;
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const slug = params.get('slug');
  // A search covers every category and a category shows all its questions: one at a time, so the
  // chip pressed always says what is listed. Chosen together, 理赔服务 stayed pressed above the
  // invoice questions a search found, and a chip tapped while a search was applied did nothing.
  const search = (q: string) => {
    setApplied(q);
    if (q) setCategory(null);
  };
  const choose = (name: string | null) => {
    setCategory(name);
    setQuery('');
    setApplied('');
  };
  const categories = useMemo(() => {
    const q = applied.trim().toLowerCase();
    return (data?.categories ?? [])
      .filter((c) => !category || c.name === category)
      .map((c) => ({
        ...c,
        questions: c.questions.filter((x) => !q || `${x.title}${x.body}`.toLowerCase().includes(q)),
      }))
      .filter((c) => c.questions.length > 0);
  }, [data, applied, category]);
  // A question linked to (a search result, ?slug) opens where it stands, often below the first screen:
  // the page goes to it once the questions are in, or the customer saw only the first categories, all
  // closed, and took the link for a wrong one.
  const broughtIntoView = useRef(false);
  useEffect(() => {
    if (!slug || !data || broughtIntoView.current) return;
    broughtIntoView.current = true;
    document.getElementById(questionId(slug))?.scrollIntoView({ block: 'start' });
  }, [slug, data]);
  return (
    <ContentPage title="帮助中心" className="cp">
      <SearchForm
        value={query}
        onChange={setQuery}
        onSearch={search}
        placeholder="输入问题关键词，如：发票"
        label="搜索常见问题"
      />
      <div className="cp-chips">
        <button type="button" className="cp-chip" aria-pressed={!category} onClick={() => choose(null)}>
          全部
        </button>
        {data?.categories.map((c) => (
          <button
            key={c.name}
            type="button"
            className="cp-chip"
            aria-pressed={category === c.name}
            onClick={() => choose(c.name)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <ReadFailed read={read} what="常见问题" />
      {data && categories.length === 0 && (
        <p className="cp-empty" role="status">
          没有找到相关问题，请拨打 <a href={HOTLINE_TEL}>{HOTLINE}</a> 咨询。
        </p>
      )}
      {categories.map((c) => (
        <section key={c.name} className="cp-card" aria-label={c.name}>
          <h2 className="cp-title">{c.name}</h2>
          <Collapse defaultActiveKey={slug ? [slug] : []}>
            {c.questions.map((q) => (
              <Collapse.Panel
                key={q.slug}
                title={
                  <span id={questionId(q.slug)} className="cp-question">
                    {q.title}
                  </span>
                }
              >
                <ArticleBody body={q.body} headingLevel={3} />
              </Collapse.Panel>
            ))}
          </Collapse>
        </section>
      ))}
      <nav className="cp-card" aria-label="投诉与建议">
        <h2 className="cp-title">投诉与建议</h2>
        <p className="cp-lead">
          对我们的服务不满意，可以在线投诉；正式投诉需填写投诉人和保单信息，我们将按监管时限书面答复。
        </p>
        <div className="cp-complaints">
          <Link className="cp-more" to="/quick-complaint">
            快速投诉
          </Link>
          <Link className="cp-more" to="/quick-complaint?form=formal">
            正式投诉
          </Link>
        </div>
      </nav>
      <a className="cp-primary" href={HOTLINE_TEL}>
        仍有疑问？拨打 {HOTLINE}
      </a>
    </ContentPage>
  );
}

/** The element id of a question's title, for a link to it (?slug). */
const questionId = (slug: string) => `question-${slug}`;
