import { Button, Empty, Input, Skeleton, Typography } from 'antd';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@intranet/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { ContentHit } from '../components/ContentHit.tsx';
import { EmployeeCardDrawer } from '../components/EmployeeCardDrawer.tsx';
import { PersonHit } from '../components/PersonHit.tsx';
import { useSearchResults, type SearchGroup } from '../search.api.ts';
import { userIdFromParam } from '../search.helpers.ts';
import '../search.css';

const SEARCH_DELAY_MS = 250;

function ResultGroup({ group, onOpenUser }: { group: SearchGroup; onOpenUser: (id: number) => void }) {
  return (
    <section className="search-group" aria-label={group.label} id={`search-${group.kind}`}>
      <Typography.Title level={2} className="search-group__title">
        {group.label} <span className="search-group__count">{group.items.length}</span>
      </Typography.Title>
      <ul className="search-group__items">
        {group.items.map((hit) =>
          hit.kind === 'user' ? (
            <PersonHit key={`${hit.kind}-${hit.id}`} hit={hit} onOpen={onOpenUser} />
          ) : (
            <ContentHit key={`${hit.kind}-${hit.id}`} hit={hit} />
          ),
        )}
      </ul>
    </section>
  );
}

/**
 * /search (docs/modules/search.md): people and content. `?q=` holds the query (kept in sync while typing),
 * `?user=ID` opens an employee card — the links the search index stores.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const longEnough = text.trim().length >= SEARCH_MIN_LENGTH;
  // Shorter text asks nothing at once; longer text waits for a pause in typing.
  const query = longEnough ? debounced.trim() : '';
  const results = useSearchResults(query);
  const userId = userIdFromParam(params.get('user'));
  const urlQuery = params.get('q') ?? '';
  // The last ?q= this page wrote: any other value came from a navigation (a link, Back) and is taken up.
  const writtenQuery = useRef(urlQuery);

  useEffect(() => {
    if (urlQuery === writtenQuery.current) return;
    writtenQuery.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    const q = debounced.trim();
    if (q === writtenQuery.current) return;
    writtenQuery.current = q;
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === q) return current;
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  function handleOpenUser(id: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('user', String(id));
      return next;
    });
  }

  function handleCloseCard() {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('user');
      return next;
    });
  }

  const groups = (results.data?.data ?? []).filter((group) => group.items.length > 0);
  const meant = results.data?.meant ?? null;
  let body;
  if (!text.trim()) {
    body = <Empty description="Введите имя, фамилию, должность или e-mail" />;
  } else if (!longEnough) {
    body = <Typography.Text type="secondary">Введите не менее 3 символов</Typography.Text>;
  } else if (results.isPending) {
    body = <Skeleton avatar active paragraph={{ rows: 3 }} />;
  } else if (results.isError) {
    body = (
      <Empty className="search-page__state" description="Не удалось выполнить поиск. Попробуйте ещё раз.">
        <Button onClick={() => void results.refetch()}>Повторить</Button>
      </Empty>
    );
  } else if (groups.length === 0) {
    body = (
      <Empty
        className="search-page__state"
        description="Ничего не найдено. Проверьте написание или попробуйте фамилию, e-mail или телефон."
      />
    );
  } else {
    body = (
      <>
        {meant ? (
          <Typography.Paragraph className="search-page__meant">
            Показаны результаты по запросу <strong>«{meant}»</strong>
          </Typography.Paragraph>
        ) : null}
        {groups.length > 1 ? (
          <nav className="search-page__kinds" aria-label="Разделы результатов">
            {groups.map((group) => (
              <a key={group.kind} href={`#search-${group.kind}`}>
                {group.label} <span className="search-group__count">{group.items.length}</span>
              </a>
            ))}
          </nav>
        ) : null}
        {groups.map((group) => (
          <ResultGroup key={group.kind} group={group} onOpenUser={handleOpenUser} />
        ))}
      </>
    );
  }

  return (
    <div className="search-page">
      <PageTitle title="Поиск" />
      <Input.Search
        autoFocus
        allowClear
        size="large"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        loading={results.isFetching}
        placeholder="Фамилия, имя, e-mail, телефон или слова из публикаций"
        aria-label="Поиск сотрудников и материалов"
        className="search-page__input"
      />
      <div className="search-page__results" aria-live="polite" aria-busy={results.isFetching}>
        {body}
      </div>
      <EmployeeCardDrawer userId={userId} onClose={handleCloseCard} onOpenUser={handleOpenUser} />
    </div>
  );
}
