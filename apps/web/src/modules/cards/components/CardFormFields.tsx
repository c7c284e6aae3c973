import { AutoComplete, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import {
  CARD_COLORS,
  CARD_COUNT_MAX,
  CARD_COUNT_MIN,
  CARD_LANGS,
  CARD_ORIENTATIONS,
  CARD_TYPES,
  type CardOptions,
  type CardWorkPosition,
} from '@intranet/contracts';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The order's fields (the create page and the order's edit): antd Form.Items of the contracts' names. */
export function CardFormFields({
  choices,
  positions,
}: {
  choices: CardOptions | undefined;
  positions: { mine: CardWorkPosition[]; shared: CardWorkPosition[] };
}) {
  const positionOptions = [
    ...(positions.mine.length
      ? [{ label: 'Мои должности', options: positions.mine.map((p) => ({ value: p.name, label: p.name })) }]
      : []),
    ...(positions.shared.length
      ? [{ label: 'Общий список', options: positions.shared.map((p) => ({ value: p.name, label: p.name })) }]
      : []),
  ];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="last_name"
            label="Фамилия"
            rules={[{ required: true, whitespace: true, message: 'Укажите фамилию' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="first_name"
            label="Имя"
            rules={[{ required: true, whitespace: true, message: 'Укажите имя' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="middle_name" label="Отчество">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="last_name_en" label="Фамилия латиницей" extra="По ГОСТ для загранпаспорта (ICAO)">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="first_name_en" label="Имя латиницей">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="work_position"
            label="Должность"
            rules={[{ required: true, whitespace: true, message: 'Укажите должность' }]}
          >
            <AutoComplete options={positionOptions} maxLength={200} aria-label="Должность" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="work_position_en" label="Должность на английском">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="company_id" label="Компания">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={choices?.companies.map((company) => ({ value: company.id, label: company.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address_id" label="Адрес офиса">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={choices?.offices.map((office) => ({ value: office.id, label: office.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="phone_ext" label="Рабочий телефон">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="phone_mobile" label="Мобильный телефон">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="email"
            label="Эл. почта"
            rules={[{ type: 'email', message: 'Неверный адрес эл. почты' }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="lang" label="Язык">
        <Radio.Group options={options(CARD_LANGS)} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="orientation" label="Ориентация">
            <Radio.Group options={options(CARD_ORIENTATIONS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="color" label="Цвет">
            <Radio.Group options={options(CARD_COLORS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="card_type" label="Бумага">
            <Select options={options(CARD_TYPES)} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="count"
            label="Количество, шт."
            rules={[{ required: true, message: 'Укажите количество' }]}
          >
            <InputNumber
              min={CARD_COUNT_MIN}
              max={CARD_COUNT_MAX}
              step={50}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label="Дополнительно">
            <Form.Item name="is_qr" valuePropName="checked" noStyle>
              <Checkbox>QR-код с контактами</Checkbox>
            </Form.Item>
            <Form.Item name="league_logo" valuePropName="checked" noStyle>
              <Checkbox>Логотип лиги</Checkbox>
            </Form.Item>
            <Form.Item name="urgent" valuePropName="checked" noStyle>
              <Checkbox>Срочно</Checkbox>
            </Form.Item>
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="comment" label="Комментарий">
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
