import type { ContentArticle, ContentEntry } from '@intranet/contracts';
import { App, Breadcrumb, Button, Card, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { PageTitle, useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useContentArticle, useDeleteEntry } from '../content.api.ts';
import { EntryActions } from '../components/EntryActions.tsx';
import { EntryContent } from '../components/EntryContent.tsx';
import { EntryEditor } from '../components/EntryEditor.tsx';
import { HistoryDrawer } from '../components/HistoryDrawer.tsx';
import '../content.css';

/** An article of a section (/leadership/:section/:article), with the other articles of its section beside it. */
export default function ContentArticleScreen({ slug }: { slug: string }) {
  const params = useParams();
  const query = useContentArticle(slug, params.section ?? '', params.article ?? '');
  useDocumentTitle(query.data?.title ?? '');
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Result
        status="404"
        title="Статья не найдена"
        extra={
          <Link to={`/${slug}`}>
            <Button>К разделу</Button>
          </Link>
        }
      />
    );
  }
  return (
    <QueryState query={query} rows={10}>
      {(article) => <ArticleBody article={article} refetch={() => void query.refetch()} />}
    </QueryState>
  );
}

function ArticleBody({ article, refetch }: { article: ContentArticle; refetch: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState<ContentEntry | null>(null);
  const remove = useDeleteEntry();

  return (
    <div className="content-page content-article">
      <Breadcrumb
        className="content-article__crumbs"
        items={[
          { title: <Link to={article.page.url}>{article.page.title}</Link> },
          { title: <Link to={article.section.url}>{article.section.title}</Link> },
          { title: article.title },
        ]}
      />
      <PageTitle
        title={article.title}
        extra={
          editing ? null : (
            <EntryActions
              entry={article}
              onEdit={() => setEditing(true)}
              onHistory={() => setHistory(article)}
              onDelete={() =>
                remove.mutate(article.id, {
                  onSuccess: () => {
                    void message.success('Статья удалена');
                    void navigate(article.section.url);
                  },
                })
              }
            />
          )
        }
      />
      <div className="content-article__layout">
        <Card className="content-page__card content-article__main">
          {editing ? (
            <EntryEditor
              key={article.version}
              entry={article}
              onDone={() => setEditing(false)}
              onReload={refetch}
            />
          ) : (
            <EntryContent entry={article} emptyText="Текст статьи пока не написан" />
          )}
        </Card>
        {article.siblings.length > 1 && (
          <Card size="small" title={article.section.title} className="content-article__aside">
            <nav aria-label="Статьи раздела">
              <ul className="content-section__articles">
                {article.siblings.map((sibling) => (
                  <li key={sibling.id}>
                    {sibling.id === article.id ? (
                      <strong aria-current="page">{sibling.title}</strong>
                    ) : (
                      <Link to={sibling.url}>{sibling.title}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
        )}
      </div>
      <HistoryDrawer entry={history} onClose={() => setHistory(null)} />
    </div>
  );
}
