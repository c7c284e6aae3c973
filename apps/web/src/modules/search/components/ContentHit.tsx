import type { SearchHit } from '@intranet/contracts';
import { Link } from 'react-router';
import { snippetParts } from '../search.helpers.ts';

/** A post, page, event… in the results: its title (a link), subtitle and the snippet with the found words marked. */
export function ContentHit({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit">
      <Link to={hit.url} className="search-hit__title">
        {hit.title}
      </Link>
      {hit.subtitle ? <div className="search-hit__subtitle">{hit.subtitle}</div> : null}
      {hit.snippet ? (
        <p className="search-hit__snippet">
          {snippetParts(hit.snippet).map((part, index) =>
            part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
          )}
        </p>
      ) : null}
    </li>
  );
}
