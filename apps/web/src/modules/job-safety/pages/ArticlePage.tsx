import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { jobSafetyArticleSaveSchema, type JobSafetyArticle } from '@intranet/contracts/job-safety/job-safety';
import {
  Alert,
  App,
  Breadcrumb,
  Button,
  Card,
  Drawer,
  Form,
  Grid,
  Input,
  List,
  Result,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { PageTitle, useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { formatDateTime } from '../../../ui/date-format.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { RichTextEditor } from '../../../ui/rich-text/RichTextEditor.tsx';
import { RichTextView } from '../../../ui/rich-text/RichTextView.tsx';
import { uploadRichTextImage } from '../../../ui/rich-text/upload-image.ts';
import { useArticle, useArticleVersions, useSaveArticle } from '../job-safety.api.ts';
import '../job-safety.css';

interface ArticleForm {
  title: string;
  body: string;
}

function ArticleEditor({ article, onDone }: { article: JobSafetyArticle; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ArticleForm>();
  const save = useSaveArticle();
  const [problem, setProblem] = useState<string | null>(null);

  async function handleFinish(values: ArticleForm) {
    setProblem(null);
    try {
      await save.mutateAsync({
        id: article.id,
        title: values.title,
        body: values.body ?? '',
        version: article.version,
      });
      void message.success('Статья сохранена');
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) setProblem(error.message);
      else if (error.fieldErrors) applyFieldErrors(form, error.fieldErrors);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: article.title, body: article.body }}
      onFinish={(values) => void handleFinish(values)}
    >
      {problem ? <Alert type="warning" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="title"
        label="Заголовок"
        rules={[zodFieldRule(jobSafetyArticleSaveSchema.shape.title)]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="body" label="Текст статьи">
        <RichTextEditor onUploadImage={uploadRichTextImage} minHeight={260} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Сохранить
        </Button>
        <Button onClick={onDone}>Отмена</Button>
      </Space>
    </Form>
  );
}

function HistoryDrawer({
  article,
  open,
  onClose,
}: {
  article: JobSafetyArticle;
  open: boolean;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const versions = useArticleVersions(article.id, open);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Drawer title="История версий" open={open} onClose={onClose} size={screens.sm ? 560 : '100%'}>
      <QueryState query={versions} empty="Версий нет" rows={6}>
        {(rows) => (
          <List
            dataSource={rows}
            renderItem={(version) => (
              <List.Item>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Typography.Text strong>Версия {version.version}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateTime(version.created_at)} · {version.author?.full_name ?? 'Система'}
                    </Typography.Text>
                    <Button
                      size="small"
                      onClick={() => setViewing(viewing === version.id ? null : version.id)}
                    >
                      {viewing === version.id ? 'Скрыть' : 'Показать'}
                    </Button>
                  </Space>
                  {viewing === version.id ? (
                    <Card size="small" title={version.title}>
                      <RichTextView html={version.body} />
                    </Card>
                  ) : null}
                </Space>
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Drawer>
  );
}

/** /job-safety/articles/{id}: the article; HR and administrators edit it and see its versions. */
export default function ArticlePage() {
  const id = Number(useParams().id);
  const query = useArticle(Number.isInteger(id) && id > 0 ? id : 0);
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  useDocumentTitle(query.data?.title ?? 'Статья по охране труда');
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Result
        status="404"
        title="Статья не найдена"
        extra={
          <Link to="/job-safety">
            <Button>К охране труда</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div className="job-safety">
      <QueryState query={query} rows={10}>
        {(article) => (
          <>
            <Breadcrumb
              items={[
                { title: <Link to="/job-safety">Охрана труда</Link> },
                { title: article.chapter_title },
              ]}
            />
            <PageTitle
              title={article.title}
              extra={
                article.abilities.edit && !editing ? (
                  <Space wrap>
                    <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                      Редактировать
                    </Button>
                    <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
                      История
                    </Button>
                  </Space>
                ) : null
              }
            />
            <Card>
              {editing ? (
                <ArticleEditor key={article.version} article={article} onDone={() => setEditing(false)} />
              ) : article.body ? (
                <RichTextView html={article.body} />
              ) : (
                <Typography.Text type="secondary">Текст статьи пока не написан</Typography.Text>
              )}
            </Card>
            <Typography.Text type="secondary">
              Версия {article.version}, {formatDateTime(article.updated_at)}
              {article.updated_by ? ` · ${article.updated_by.full_name}` : ''}
            </Typography.Text>
            {article.abilities.edit ? (
              <HistoryDrawer article={article} open={history} onClose={() => setHistory(false)} />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
