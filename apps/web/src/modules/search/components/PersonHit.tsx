import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { SearchHit } from '@intranet/contracts';
import { personMetaOf, phoneHref } from '../search.helpers.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';

interface PersonHitProps {
  hit: SearchHit;
  onOpen: (id: number) => void;
}

/** One person in the results: avatar, name (opens the card), position, department, e-mail, phones. */
export function PersonHit({ hit, onOpen }: PersonHitProps) {
  const meta = personMetaOf(hit);
  const phones = [meta.phone_corp, meta.phone_personal].filter((phone): phone is string => !!phone);
  const place = [meta.department, meta.office].filter(Boolean).join(' · ');

  return (
    <li className="search-person">
      <UserAvatar id={hit.id} fullName={hit.title} size={44} />
      <div className="search-person__body">
        <button type="button" className="search-person__name" onClick={() => onOpen(hit.id)}>
          {hit.title}
        </button>
        {(meta.work_position ?? hit.subtitle) ? (
          <div className="search-person__position">{meta.work_position ?? hit.subtitle}</div>
        ) : null}
        {place ? <div className="search-person__place">{place}</div> : null}
        <div className="search-person__contacts">
          {meta.email ? (
            <a href={`mailto:${meta.email}`}>
              <MailOutlined aria-hidden="true" /> {meta.email}
            </a>
          ) : null}
          {phones.map((phone) => (
            <a key={phone} href={phoneHref(phone)}>
              <PhoneOutlined aria-hidden="true" /> {phone}
            </a>
          ))}
        </div>
      </div>
    </li>
  );
}
