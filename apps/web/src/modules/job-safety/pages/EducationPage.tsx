import { CheckCircleFilled } from '@ant-design/icons';
import { Card, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useEducations } from '../job-safety.api.ts';
import '../job-safety.css';

/** /job-safety/education: every question with its right answers and article; earlier mistakes first. */
export default function EducationPage() {
  const items = useEducations();
  return (
    <div className="job-safety">
      <PageTitle title="Обучение по охране труда" />
      <Typography.Paragraph type="secondary">
        Вопросы тестов с правильными ответами. Сначала — те, в которых вы ошиблись.
      </Typography.Paragraph>
      <QueryState query={items} empty="Вопросов пока нет" rows={10} error="Не удалось загрузить вопросы">
        {(rows) => (
          <List
            dataSource={rows}
            renderItem={(item, index) => (
              <List.Item>
                <Card
                  style={{ width: '100%' }}
                  size="small"
                  title={
                    <Space wrap>
                      <span>Вопрос {index + 1}</span>
                      {item.missed ? <Tag color="red">Была ошибка</Tag> : null}
                    </Space>
                  }
                >
                  <Typography.Paragraph className="job-safety__question-text" data-question={item.id}>
                    {item.text}
                  </Typography.Paragraph>
                  <ul className="job-safety__answers" style={{ listStyle: 'none', padding: 0 }}>
                    {item.answers.map((answer) => (
                      <li
                        key={answer.id}
                        className={answer.correct ? 'job-safety__answer--correct' : undefined}
                        data-correct={answer.correct ? 'true' : undefined}
                      >
                        {answer.correct ? (
                          <>
                            <CheckCircleFilled aria-hidden /> {answer.text}{' '}
                            <span className="visually-hidden">(правильный ответ)</span>
                          </>
                        ) : (
                          answer.text
                        )}
                      </li>
                    ))}
                  </ul>
                  {item.article ? (
                    <Typography.Text type="secondary">
                      {item.chapter_title}:{' '}
                      <Link to={`/job-safety/articles/${item.article.id}`}>{item.article.title}</Link>
                    </Typography.Text>
                  ) : null}
                </Card>
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </div>
  );
}
