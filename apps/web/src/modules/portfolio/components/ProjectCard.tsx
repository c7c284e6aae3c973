import { CommentOutlined } from '@ant-design/icons';
import { formatProjectYears, type ProjectListItem } from '@intranet/contracts';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { LikeButton } from '../../social/components/LikeButton.tsx';

const SHOWN_TECHNOLOGIES = 5;

/** Who the project was for: the customer, or why it is not named. */
export function customerLabel(project: Pick<ProjectListItem, 'customer'>): string {
  return project.customer?.name ?? 'Заказчик не раскрывается';
}

/** The technologies of a project as tags, each a link to the portfolio filtered by it. */
export function TechnologyTags({
  technologies,
  limit,
}: {
  technologies: ProjectListItem['technologies'];
  limit?: number;
}) {
  const shown = limit ? technologies.slice(0, limit) : technologies;
  const rest = technologies.length - shown.length;
  return (
    <div className="portfolio-tags">
      {shown.map((technology) => (
        <Link key={technology.id} to={`/project?technologies=${technology.id}`}>
          <Tag color="geekblue">{technology.name}</Tag>
        </Link>
      ))}
      {rest > 0 ? <Tag>+{rest}</Tag> : null}
    </div>
  );
}

/** A card of the portfolio: cover, title, customer, sector and years, technologies, likes and comments. */
export function ProjectCard({ project, from }: { project: ProjectListItem; from: string }) {
  const link = `/project/${project.id}`;
  return (
    <Card className="project-card" size="small">
      <article aria-labelledby={`project-${project.id}-title`} className="project-card__body">
        <Link
          to={link}
          state={{ from }}
          tabIndex={-1}
          aria-hidden="true"
          className="project-card__cover-link"
        >
          {project.cover ? (
            <ProtectedImage src={project.cover.preview_url} alt="" className="project-card__cover" />
          ) : (
            <div className="project-card__cover project-card__cover--empty" />
          )}
        </Link>
        <Typography.Text type="secondary" className="project-card__meta">
          {[project.sector?.name, formatProjectYears(project.year_start, project.year_end)]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        <Typography.Title level={3} className="project-card__title" id={`project-${project.id}-title`}>
          <Link to={link} state={{ from }}>
            {project.title}
          </Link>
        </Typography.Title>
        <Typography.Text className="project-card__customer">{customerLabel(project)}</Typography.Text>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="project-card__excerpt">
          {project.excerpt}
        </Typography.Paragraph>
        <TechnologyTags technologies={project.technologies} limit={SHOWN_TECHNOLOGIES} />
        <div className="project-card__actions">
          <LikeButton
            entityType="project"
            entityId={project.id}
            likes={project.likes}
            myLikeId={project.my_like_id}
            size="small"
          />
          {project.comments > 0 ? (
            <Link to={`${link}#comments`} state={{ from }} className="project-card__comments">
              <CommentOutlined /> {project.comments}
            </Link>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
