import { describe, expect, it } from 'vitest';
import type { ExemptProject, ExemptUser } from '@intranet/contracts';
import { ApiError } from '../../../api/api-error.ts';
import {
  ALL_OFFICES_VALUE,
  buildProjectInputs,
  chunk,
  describeExemptProject,
  errorMessages,
  filterExemptProjects,
  filterExemptUsers,
  findAlreadyExempt,
  officeLabel,
  projectIdsInStructure,
  reportFileName,
  toOfficeId,
} from './exemption.helpers.ts';

const project = (id: number, projectId: number, office: number | null, extra: Partial<ExemptProject> = {}) =>
  ({
    id,
    project: projectId,
    project_name: `Проект ${projectId}`,
    office,
    office_name: office === null ? null : `Офис ${office}`,
    hire_date: null,
    ...extra,
  }) satisfies ExemptProject;

const person = (id: number, fullName: string): ExemptUser => ({
  id,
  user: { id: id + 100, full_name: fullName },
  office_name: null,
  hire_date: null,
});

describe('chunk', () => {
  it('splits into pieces of at most the size and keeps the order', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
    expect(
      chunk(
        Array.from({ length: 1001 }, (_, i) => i),
        500,
      ).map((piece) => piece.length),
    ).toEqual([500, 500, 1]);
  });

  it('refuses a size below one', () => {
    expect(() => chunk([1], 0)).toThrow();
  });
});

describe('offices', () => {
  it('shows a null office as «Все офисы»', () => {
    expect(officeLabel(null)).toBe('Все офисы');
    expect(officeLabel('Офис Казань')).toBe('Офис Казань');
  });

  it('maps the «Все офисы» option and an empty select to null', () => {
    expect(toOfficeId(ALL_OFFICES_VALUE)).toBeNull();
    expect(toOfficeId(undefined)).toBeNull();
    expect(toOfficeId(null)).toBeNull();
    expect(toOfficeId(7)).toBe(7);
  });
});

describe('buildProjectInputs', () => {
  it('makes one triple per distinct project', () => {
    expect(buildProjectInputs([3, 4, 3], null, '2026-01-01')).toEqual([
      { project: 3, office: null, hire_date: '2026-01-01' },
      { project: 4, office: null, hire_date: '2026-01-01' },
    ]);
  });
});

describe('findAlreadyExempt', () => {
  const existing = [project(1, 10, null), project(2, 11, 5), project(3, 12, 6), project(4, 13, 5)];

  it('finds the same pair and the «Все офисы» exemption that covers the office', () => {
    expect(findAlreadyExempt([10, 11, 12], 5, existing).map((row) => row.id)).toEqual([1, 2]);
  });

  it('for «Все офисы» finds only the «Все офисы» exemption, not narrower ones', () => {
    expect(findAlreadyExempt([10, 11], null, existing).map((row) => row.id)).toEqual([1]);
  });

  it('ignores projects that were not chosen', () => {
    expect(findAlreadyExempt([99], 5, existing)).toEqual([]);
  });
});

describe('describeExemptProject', () => {
  it('names project, office and hire date', () => {
    const format = (value: string) => value.split('-').reverse().join('.');
    expect(describeExemptProject(project(1, 10, null), format)).toBe('Проект 10 — Все офисы');
    expect(describeExemptProject(project(2, 11, 5, { hire_date: '2024-02-01' }), format)).toBe(
      'Проект 11 — Офис 5 (принятые с 01.02.2024)',
    );
  });
});

describe('projectIdsInStructure', () => {
  const departments = [
    { id: 1, parent_id: null },
    { id: 11, parent_id: 1 },
    { id: 12, parent_id: 1 },
    { id: 2, parent_id: null },
    { id: 21, parent_id: 2 },
  ];
  const projects = [
    { id: 100, structure_id: 11 },
    { id: 101, structure_id: 12 },
    { id: 102, structure_id: 21 },
    { id: 103, structure_id: null },
    { id: 104, structure_id: 1 },
  ];

  it('is no filter when neither block nor practice is chosen', () => {
    expect(projectIdsInStructure(projects, departments, undefined, null)).toBeNull();
  });

  it('takes the projects of every practice of a block and of the block itself', () => {
    expect([...projectIdsInStructure(projects, departments, 1, undefined)!]).toEqual([100, 101, 104]);
  });

  it('a practice narrows the block', () => {
    expect([...projectIdsInStructure(projects, departments, 1, 12)!]).toEqual([101]);
  });
});

describe('list filters', () => {
  it('filters people by a part of the name, whatever the case', () => {
    const rows = [person(1, 'Иванов Иван'), person(2, 'Петрова Анна')];
    expect(filterExemptUsers(rows, '  иВАН ').map((row) => row.id)).toEqual([1]);
    expect(filterExemptUsers(rows, '')).toHaveLength(2);
  });

  it('filters projects by name and office, «Все офисы» being its own choice', () => {
    const rows = [project(1, 10, null), project(2, 10, 5), project(3, 11, 5)];
    expect(filterExemptProjects(rows, '', undefined)).toHaveLength(3);
    expect(filterExemptProjects(rows, '', ALL_OFFICES_VALUE).map((row) => row.id)).toEqual([1]);
    expect(filterExemptProjects(rows, 'проект 10', 5).map((row) => row.id)).toEqual([2]);
  });
});

describe('errorMessages', () => {
  it('lists the field errors of a 400 once each', () => {
    const error = new ApiError(400, {
      message: 'Ошибка',
      errors: {
        'projects.0.project': ['Часть проектов не найдена'],
        projects: ['Часть проектов не найдена'],
      },
    });
    expect(errorMessages(error, 'Не удалось')).toEqual(['Часть проектов не найдена']);
  });

  it("shows a 409's text, and the fallback when there is none", () => {
    expect(errorMessages(new ApiError(409, { message: 'Уже есть' }), 'Не удалось')).toEqual(['Уже есть']);
    expect(errorMessages(new ApiError(500, undefined), 'Не удалось')).toEqual(['Не удалось']);
    expect(errorMessages(new Error('network'), 'Не удалось')).toEqual(['Не удалось']);
  });
});

describe('reportFileName', () => {
  it('names the workbook after the list and the day', () => {
    expect(reportFileName('users', '2026-03-08')).toBe('Исключения_сотрудники_2026-03-08.xlsx');
    expect(reportFileName('projects', '2026-03-08')).toBe('Исключения_проекты_2026-03-08.xlsx');
  });
});
