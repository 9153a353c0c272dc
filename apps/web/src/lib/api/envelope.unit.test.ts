import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { fileNameFromDisposition } from './content-disposition.ts';
import { messageKeys, unwrap } from './envelope.ts';

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('unwrap', () => {
  it('returns data and message of a success', () => {
    expect(unwrap(200, true, { success: true, data: 1, message: 'ok', errors: null })).toEqual({
      data: 1,
      message: 'ok',
    });
  });

  it('flags a success-range answer without success as 200300', () => {
    expect(failure(() => unwrap(200, true, { data: 1 })).message).toBe('errors.no_success_flag');
  });

  it('keeps status, code and field errors of a failure', () => {
    const error = failure(() =>
      unwrap(422, false, {
        success: false,
        message: 'Not saved',
        code: 'errors.unprocessable',
        errors: { email: ['validation.email'] },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('errors.unprocessable');
    expect(error.errors).toEqual({ email: ['validation.email'] });
  });

  it('replaces a bare Unauthorized with the credential text', () => {
    expect(failure(() => unwrap(401, false, { success: false, message: 'Unauthorized' })).message).toBe(
      'errors.unauthorized',
    );
  });
});

describe('messageKeys', () => {
  it('lists the message, the code and every field error of an answer', () => {
    expect(
      messageKeys({
        success: false,
        message: 'modifiers.validation.failed',
        code: 'errors.validation',
        errors: {
          bid_modifier_id: ['modifiers.validation.advertiser_mismatch'],
          name: ['validation.required'],
        },
      }),
    ).toEqual([
      'modifiers.validation.failed',
      'errors.validation',
      'modifiers.validation.advertiser_mismatch',
      'validation.required',
    ]);
    expect(messageKeys(undefined)).toEqual([]);
    expect(messageKeys({ success: true, data: [], message: null })).toEqual([]);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads plain and extended names', () => {
    expect(fileNameFromDisposition('attachment; filename="users.csv"', 'x')).toBe('users.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''usu%C3%A1rios.xlsx", 'x')).toBe(
      'usuários.xlsx',
    );
    expect(fileNameFromDisposition(null, 'x')).toBe('x');
  });
});
