import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import {
  dialogErrorMessage,
  homeErrorMessage,
  listErrorMessage,
  loginErrorMessage,
  updateErrorMessage,
} from './error-messages';

const body = (code: number, extra: object = {}) => ({
  code,
  name: 'Name',
  message: 'Text',
  ...extra,
});

describe('error catalogue (spec section 8)', () => {
  it('maps list and login failures', () => {
    expect(listErrorMessage(new ApiError(0))).toEqual({ key: 'rest.errors.apiUnreachable' });
    expect(listErrorMessage(new ApiError(401))).toEqual({ key: 'rest.errors.permissions' });
    expect(loginErrorMessage(new ApiError(403))).toEqual({ key: 'rest.errors.permissions' });
    expect(loginErrorMessage(new ApiError(404))).toEqual({
      key: 'rest.errors.httpError',
      values: { status: 404 },
    });
  });

  it('maps home page failures', () => {
    expect(homeErrorMessage(new ApiError(0))).toEqual({ key: 'rest.errors.apiUnreachable' });
    expect(homeErrorMessage(new ApiError(500))).toEqual({
      key: 'rest.errors.httpError',
      values: { status: 500 },
    });
  });

  it('maps dialog failures', () => {
    expect(dialogErrorMessage(new ApiError(0))).toEqual({
      title: { key: 'rest.errors.noConnection' },
      text: { key: 'rest.errors.apiUnreachable' },
    });
    expect(dialogErrorMessage(new ApiError(401))).toEqual({
      title: { key: 'rest.errors.title' },
      text: { key: 'rest.errors.permissions' },
    });
    expect(dialogErrorMessage(new ApiError(403))).toEqual({
      title: { key: 'rest.errors.forbidden.title' },
      text: { key: 'rest.errors.forbidden.text' },
    });
    expect(dialogErrorMessage(new ApiError(404))).toEqual({
      title: { key: 'rest.errors.notFound.title' },
      text: { key: 'rest.errors.notFound.text' },
    });
    expect(dialogErrorMessage(new ApiError(503))).toEqual({
      title: { key: 'rest.errors.title' },
      text: { key: 'rest.errors.httpError', values: { status: 503 } },
    });
  });

  it('shows the body of a 400, with the violations only for 4001', () => {
    const violations = [{ code: 6002, constraint: 'Size', field: 'text', message: 'too long' }];
    expect(dialogErrorMessage(new ApiError(400, body(4001, { violations })))).toEqual({
      title: { raw: 'Name (4001)' },
      text: { raw: 'Text' },
      violations,
    });
    expect(dialogErrorMessage(new ApiError(400, body(4003, { violations })))).toEqual({
      title: { raw: 'Name (4003)' },
      text: { raw: 'Text' },
    });
  });

  it('maps the version page update request', () => {
    expect(updateErrorMessage(new ApiError(0))).toEqual({
      key: 'version.errors.updateServerUnreachable',
    });
    expect(updateErrorMessage(new ApiError(500))).toEqual({
      key: 'version.errors.updateInfoUnavailable',
    });
  });

  it('does not blame the connection for other failures', () => {
    expect(listErrorMessage(new Error('bug'))).toEqual({ key: 'rest.errors.unexpected' });
    expect(listErrorMessage(new ApiError(200, undefined, true))).toEqual({
      key: 'rest.errors.invalidResponse',
    });
  });
});

describe('errorTitle', () => {
  it('says No Connection when nothing answered', async () => {
    const { errorTitle } = await import('./error-messages');
    expect(errorTitle(new ApiError(0))).toEqual({ key: 'rest.errors.noConnection' });
    expect(errorTitle(new ApiError(500))).toEqual({ key: 'rest.errors.title' });
  });
});
