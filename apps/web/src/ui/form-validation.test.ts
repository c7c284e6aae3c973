import { supportFieldsSchema, tokenIssueBodySchema } from '@intranet/contracts';
import { describe, expect, it } from 'vitest';
import { validateWithSchema, zodFieldRule } from './form-validation.ts';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

function validatorOf(rule: ReturnType<typeof zodFieldRule>): Validator {
  return (rule as { validator: Validator }).validator;
}

describe('zodFieldRule', () => {
  it('reports the contract message for an untouched field', async () => {
    const validate = validatorOf(zodFieldRule(tokenIssueBodySchema.shape.login));
    await expect(validate({}, undefined)).rejects.toThrow('Введите логин');
    await expect(validate({}, '   ')).rejects.toThrow('Введите логин');
    await expect(validate({}, 'employee')).resolves.toBeUndefined();
  });

  it('accepts an empty optional field', async () => {
    await expect(
      validatorOf(zodFieldRule(supportFieldsSchema.shape.title))({}, undefined),
    ).resolves.toBeUndefined();
  });
});

describe('validateWithSchema', () => {
  it('keys messages like the server errors map', () => {
    expect(validateWithSchema(tokenIssueBodySchema, { login: '', password: '' })).toEqual({
      ok: false,
      errors: { login: ['Введите логин'], password: ['Введите пароль'] },
    });
  });
});
