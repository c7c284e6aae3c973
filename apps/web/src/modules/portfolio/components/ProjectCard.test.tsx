import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ProjectListItem } from '@intranet/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectCard } from './ProjectCard.tsx';

afterEach(cleanup);

const base: ProjectListItem = {
  id: 7,
  title: 'Биллинг услуг связи',
  excerpt: 'Новый биллинг тарифицирует звонки',
  customer: null,
  sector: { id: 1, name: 'Телеком' },
  department: null,
  technologies: ['Go', 'Java', 'Kafka', 'Kubernetes', 'Oracle', 'Redis', 'Spring'].map((name, index) => ({
    id: index + 1,
    name,
  })),
  year_start: 2021,
  year_end: 2024,
  cover: null,
  likes: 3,
  comments: 2,
  my_like_id: null,
};

function renderCard(project: ProjectListItem) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProjectCard project={project} from="?year=2024" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProjectCard', () => {
  it('shows the sector and years, an undisclosed customer, five technologies and the rest as a count', () => {
    renderCard(base);
    expect(screen.getByText('Телеком · 2021–2024')).toBeTruthy();
    expect(screen.getByText('Заказчик не раскрывается')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Биллинг услуг связи' }).getAttribute('href')).toBe('/project/7');
    expect(screen.getByRole('link', { name: 'Java' }).getAttribute('href')).toBe('/project?technologies=2');
    expect(screen.queryByText('Redis')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Нравится (отметок: 3)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /2/ }).getAttribute('href')).toBe('/project/7#comments');
  });

  it('names the customer and an ongoing project', () => {
    renderCard({
      ...base,
      customer: { id: 3, name: 'АО «Северная телеком-компания»' },
      year_end: null,
      comments: 0,
    });
    expect(screen.getByText('АО «Северная телеком-компания»')).toBeTruthy();
    expect(screen.getByText('Телеком · с 2021 по н. в.')).toBeTruthy();
    // No comments yet: no link to them.
    expect(document.querySelector('a[href="/project/7#comments"]')).toBeNull();
  });
});
