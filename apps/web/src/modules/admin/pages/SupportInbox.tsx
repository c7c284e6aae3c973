import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Empty, List, Space, Table, Typography } from 'antd';
import type { SupportRequest } from '@intranet/contracts';
import { filesEndpoints } from '@intranet/contracts/files/endpoints';
import { download } from '../../../api/endpoint-client.ts';
import { formatDateTime } from '../../../ui/date-format.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { useSupportRequests } from '../admin.api.ts';

const PAGE_SIZES = [20, 50, 100];

/** Support requests, newest first, with their attachments (GET /api/support). */
export function SupportInbox() {
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useSupportRequests(page, perPage);

  const handleDownload = (file: SupportRequest['attachments'][number]) => {
    void download(filesEndpoints.download, file.name, { params: { id: file.id } });
  };

  return (
    <Table<SupportRequest>
      rowKey="id"
      loading={query.isLoading}
      dataSource={query.data?.data ?? []}
      scroll={{ x: 640 }}
      locale={{ emptyText: <Empty description="Обращений пока нет" /> }}
      pagination={pagination(query.data?.meta.total ?? 0)}
      columns={[
        {
          title: 'Дата',
          dataIndex: 'created_at',
          width: 150,
          render: (value: string) => formatDateTime(value),
        },
        { title: 'Автор', dataIndex: ['author', 'full_name'], width: 220 },
        {
          title: 'Обращение',
          key: 'text',
          render: (_, request) => (
            <Space direction="vertical" size={4}>
              {request.title && <Typography.Text strong>{request.title}</Typography.Text>}
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                {request.description}
              </Typography.Paragraph>
              {request.attachments.length > 0 && (
                <List
                  size="small"
                  dataSource={request.attachments}
                  renderItem={(file) => (
                    // List.Item: the list is a <ul>, and only <li> may stand in it.
                    <List.Item>
                      <Button
                        type="link"
                        size="small"
                        icon={<PaperClipOutlined />}
                        onClick={() => handleDownload(file)}
                      >
                        {file.name}
                      </Button>
                    </List.Item>
                  )}
                />
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
