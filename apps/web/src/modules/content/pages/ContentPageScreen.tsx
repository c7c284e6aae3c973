import type { ContentEntry, ContentPage } from '@intranet/contracts';
import { App, Button, Card, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { PageTitle, useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useContentPage, useDeleteEntry } from '../content.api.ts';
import { CreateEntryModal } from '../components/CreateEntryModal.tsx';
import { EntryActions } from '../components/EntryActions.tsx';
import { EntryContent } from '../components/EntryContent.tsx';
import { EntryEditor } from '../components/EntryEditor.tsx';
import { HistoryDrawer } from '../components/HistoryDrawer.tsx';
import '../content.css';

function NotFound({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Result
      status="404"
      title="Страница не найдена"
      extra={
        <Link to="/dashboard">
          <Button>На главную</Button>
        </Link>
      }
    />
  );
}

/** A content page (/about, /book-of-values, /leadership, …): its text, sections and their articles. */
export default function ContentPageScreen({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const query = useContentPage(slug);
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NotFound title={fallbackTitle} />;
  return (
    <QueryState query={query} rows={10}>
      {(page) => <PageBody page={page} refetch={() => void query.refetch()} />}
    </QueryState>
  );
}

function PageBody({ page, refetch }: { page: ContentPage; refetch: () => void }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<number | null>(null);
  const [history, setHistory] = useState<ContentEntry | null>(null);
  const [creatingIn, setCreatingIn] = useState<ContentEntry | null>(null);
  const remove = useDeleteEntry();

  function handleDelete(entry: ContentEntry) {
    remove.mutate(entry.id, { onSuccess: () => void message.success('Удалено') });
  }

  return (
    <div className="content-page">
      <PageTitle
        title={page.title}
        extra={
          editing === page.id ? null : (
            <EntryActions
              entry={page}
              onEdit={() => setEditing(page.id)}
              onHistory={() => setHistory(page)}
              onCreateChild={() => setCreatingIn(page)}
            />
          )
        }
      />
      <Card className="content-page__card">
        {editing === page.id ? (
          <EntryEditor key={page.version} entry={page} onDone={() => setEditing(null)} onReload={refetch} />
        ) : (
          <EntryContent
            entry={page}
            emptyText={page.sections.length === 0 ? 'Текст страницы пока не написан' : undefined}
          />
        )}
      </Card>
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.slug}
          className="content-section"
          aria-labelledby={`section-${section.id}`}
        >
          <Card
            title={
              <h2 id={`section-${section.id}`} className="content-section__title">
                {section.title}
              </h2>
            }
            extra={
              editing === section.id ? null : (
                <EntryActions
                  entry={section}
                  onEdit={() => setEditing(section.id)}
                  onHistory={() => setHistory(section)}
                  onCreateChild={() => setCreatingIn(section)}
                  onDelete={() => handleDelete(section)}
                  compact
                />
              )
            }
          >
            {editing === section.id ? (
              <EntryEditor
                key={section.version}
                entry={section}
                onDone={() => setEditing(null)}
                onReload={refetch}
              />
            ) : (
              <EntryContent entry={section} />
            )}
            {section.articles.length > 0 && (
              <nav aria-label={`Статьи раздела «${section.title}»`}>
                <ul className="content-section__articles">
                  {section.articles.map((article) => (
                    <li key={article.id}>
                      <Link to={article.url}>{article.title}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </Card>
        </section>
      ))}
      <HistoryDrawer entry={history} onClose={() => setHistory(null)} />
      <CreateEntryModal parent={creatingIn} onClose={() => setCreatingIn(null)} />
    </div>
  );
}
