import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database.ts';
import type { ReceivedFile } from '../../platform/files/multipart.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { XLSX_MIME } from '../../platform/http/downloads.ts';
import { FilesService } from '../files/files.service.ts';
import { users } from '../users/users.schema.ts';
import { vacationDocuments } from './vacation.schema.ts';

const TEXT_MIME = 'text/plain; charset=utf-8';

const APPLICATION = `Генеральному директору
__________________________________
от ________________________________
(должность, ФИО)

ЗАЯВЛЕНИЕ

Прошу предоставить мне ежегодный оплачиваемый отпуск с «___» ____________ 20__ г.
по «___» ____________ 20__ г. продолжительностью ____ календарных дней.

Отпуск согласован с руководителем в портале (вкладка «Отпуска → Планирование»).

«___» ____________ 20__ г.          ____________ / ______________
                                        подпись        расшифровка
`;

const MEMO = `Памятка по планированию отпусков

1. Отпуск на следующий год планируется до 15 декабря; с 1 ноября вкладка «Планирование» показывает следующий год.
2. В течение года план можно скорректировать по согласованию с руководителем.
3. Изменить дни отпуска можно не раньше чем через 16 дней от сегодняшнего дня (плюс один день).
4. Неделимая часть отпуска — 14 дней в рабочем году.
5. Праздничные дни не входят в отпуск; выходные планируются только вместе с будними днями.
6. Перенос и удаление согласованного отпуска сохраняются в истории.
`;

async function scheduleTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('График отпусков');
  sheet.columns = [
    { header: 'ФИО', width: 36 },
    { header: 'Подразделение', width: 28 },
    { header: 'Тип отпуска', width: 18 },
    { header: 'Дата начала', width: 14 },
    { header: 'Дата окончания', width: 16 },
    { header: 'Дней', width: 8 },
    { header: 'Согласовано', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Three documents on «Документы и шаблоны» for the demo: an application form, a schedule template and a memo
 * of the planning rules. Written once: a folder that ever had a document (even a removed one) is left alone.
 */
export async function seedVacationDocuments(db: Db, storage: FileStorage): Promise<void> {
  const [existing] = await db.select({ id: vacationDocuments.id }).from(vacationDocuments).limit(1);
  if (existing) return;
  const [author] = await db.select().from(users).where(eq(users.login, 'vacation_system_admin'));
  const documents = [
    {
      title: 'Заявление на ежегодный оплачиваемый отпуск',
      description: 'Бланк для отдела кадров после согласования отпуска в портале.',
      name: 'Заявление на отпуск.txt',
      mime: TEXT_MIME,
      bytes: Buffer.from(APPLICATION),
    },
    {
      title: 'Шаблон графика отпусков',
      description: 'Таблица для сводного графика отдела.',
      name: 'График отпусков.xlsx',
      mime: XLSX_MIME,
      bytes: await scheduleTemplate(),
    },
    {
      title: 'Памятка по планированию отпусков',
      description: null,
      name: 'Памятка по планированию.txt',
      mime: TEXT_MIME,
      bytes: Buffer.from(MEMO),
    },
  ];
  const files = new FilesService(db, storage);
  const stored: ReceivedFile[] = [];
  for (const document of documents) {
    const object = await storage.put(Readable.from(document.bytes));
    stored.push({ ...object, field: 'file', name: document.name, mime: document.mime });
  }
  try {
    await db.transaction(async (tx) => {
      const rows = await files.recordUploads(tx, stored, author?.id ?? null);
      await tx.insert(vacationDocuments).values(
        documents.map((document, index) => ({
          title: document.title,
          description: document.description,
          fileId: rows[index]!.id,
          createdBy: author?.id ?? null,
        })),
      );
    });
  } catch (error) {
    await files.discard(stored);
    throw error;
  }
}
