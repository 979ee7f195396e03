import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error';

const constraintViolation = (violations: unknown[]) => ({
  code: 4001,
  name: 'Constraint Violation',
  message: 'Missing fields or invalid values',
  violations,
});

describe('readApiErrorBody', () => {
  it('keeps violations whose code is text or missing', () => {
    const body = readApiErrorBody(
      constraintViolation([
        {
          code: '6002',
          constraint: 'Size',
          field: 'text',
          message: 'size must be between 1 and 80',
        },
        { field: 'name', message: 'must not contain a colon' },
        { code: 6004, constraint: 'Max', field: 'number', message: 'too big', value: '96' },
      ]),
    );
    expect(body?.violations).toEqual([
      { code: '6002', constraint: 'Size', field: 'text', message: 'size must be between 1 and 80' },
      { field: 'name', message: 'must not contain a colon' },
      { code: 6004, constraint: 'Max', field: 'number', message: 'too big', value: '96' },
    ]);
  });

  it('drops only entries that say nothing', () => {
    const body = readApiErrorBody(
      constraintViolation(['text', null, { code: 6002 }, { message: 'must not be null' }]),
    );
    expect(body?.violations).toEqual([{ field: '-', message: 'must not be null' }]);
  });
});
