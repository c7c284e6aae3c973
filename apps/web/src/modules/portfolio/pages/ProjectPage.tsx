import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatProjectYears, type Project } from '@intranet/contracts';
import { Card, Descriptions, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RichTextView } from '../../../ui/rich-text/RichTextView.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { CommentsSection } from '../../social/components/CommentsSection.tsx';
import { LikeButton } from '../../social/components/LikeButton.tsx';
import { customerLabel, TechnologyTags } from '../components/ProjectCard.tsx';
import { ProjectFormModal } from '../components/ProjectFormModal.tsx';
import { useDeleteProject, useProject } from '../portfolio.api.ts';
import '../portfolio.css';

/** «Практика Java, Блок разработки» — the practice with its block, or the block alone. */
function departmentLabel(department: Project['department']): string | null {
  if (!department) return null;
  return department.block ? `${department.name}, ${department.block.name}` : department.name;
}

/** The facts of a project beside its description. */
function ProjectFacts({ project }: { project: Project }) {
  const items = [
    { key: 'customer', label: 'Заказчик', children: customerLabel(project) },
    { key: 'sector', label: 'Отрасль', children: project.sector?.name ?? '—' },
    { key: 'department', label: 'Подразделение', children: departmentLabel(project.department) ?? '—' },
    { key: 'years', label: 'Годы', children: formatProjectYears(project.year_start, project.year_end) },
  ];
  return <Descriptions column={1} size="small" items={items} className="project-page__facts" />;
}

/** /project/{id}: the project with its facts, technologies, team, description, likes and comments. */
export default function ProjectPage() {
  const id = Number(useParams().id);
  const query = useProject(id);
  const remove = useDeleteProject();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  const [editing, setEditing] = useState(false);
  useDocumentTitle(query.data?.title ?? 'Проект');

  // A link to #comments scrolls once the comments are on the page.
  useEffect(() => {
    if (query.data && window.location.hash === '#comments')
      document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [query.data]);

  const back = (
    <Link to={`/project${from}`} className="project-page__back">
      <ArrowLeftOutlined /> Все проекты
    </Link>
  );
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Result
        status="404"
        title="Проект не найден"
        subTitle="Его могли удалить или ссылка неверна."
        extra={<Link to="/project">Ко всем проектам</Link>}
      />
    );

  return (
    <div className="project-page">
      {back}
      <QueryState query={query} rows={10}>
        {(project) => (
          <>
            <Card className="project-page__card">
              <article>
                {project.cover ? (
                  <ProtectedImage src={project.cover.url} alt="" className="project-page__cover" />
                ) : null}
                <Typography.Title level={1} className="project-page__title">
                  {project.title}
                </Typography.Title>
                <div className="project-page__layout">
                  <div className="project-page__main">
                    <RichTextView html={project.description} />
                  </div>
                  <aside className="project-page__aside" aria-label="О проекте">
                    <ProjectFacts project={project} />
                    {project.technologies.length ? (
                      <section>
                        <Typography.Title level={2} className="project-page__subtitle">
                          Технологии
                        </Typography.Title>
                        <TechnologyTags technologies={project.technologies} />
                      </section>
                    ) : null}
                    {project.team.length ? (
                      <section>
                        <Typography.Title level={2} className="project-page__subtitle">
                          Команда
                        </Typography.Title>
                        <ul className="project-team">
                          {project.team.map((member) => (
                            <li key={member.user.id} className="project-team__member">
                              <UserAvatar id={member.user.id} fullName={member.user.full_name} size="small" />
                              <span>
                                <span className="project-team__name">{member.user.full_name}</span>
                                {member.role || member.user.work_position ? (
                                  <Typography.Text type="secondary" className="project-team__role">
                                    {member.role ?? member.user.work_position}
                                  </Typography.Text>
                                ) : null}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </section>
                    ) : null}
                  </aside>
                </div>
                <div className="project-page__actions">
                  <LikeButton
                    entityType="project"
                    entityId={project.id}
                    likes={project.likes}
                    myLikeId={project.my_like_id}
                  />
                  <EditDeleteActions
                    abilities={project.abilities}
                    onEdit={() => setEditing(true)}
                    deleteTitle="Удалить проект из портфолио?"
                    onDelete={() => remove.mutateAsync(project.id).then(() => navigate(`/project${from}`))}
                  />
                </div>
              </article>
            </Card>
            <div id="comments">
              <CommentsSection entityType="project" entityId={project.id} />
            </div>
            {editing ? (
              <ProjectFormModal
                open
                project={project}
                onClose={() => setEditing(false)}
                onSaved={() => setEditing(false)}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
