import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, removeDraft, writeDraft } from './drafts';

const blank = {
  text: '',
  groups: [] as string[],
  rubric: null as string | null,
  slot: 1 as number | '',
};

describe('drafts', () => {
  afterEach(() => localStorage.clear());

  it('keeps one draft per form and user, until it is removed', () => {
    const call = { form: 'call', user: 'dl1abc' };
    writeDraft(call, { ...blank, text: 'hello' });
    expect(readDraft(call, blank)).toEqual({ ...blank, text: 'hello' });
    // Another user on the same browser, and another form, have none.
    expect(readDraft({ form: 'call', user: 'db9xyz' }, blank)).toBeNull();
    expect(readDraft({ form: 'rubricContent', user: 'dl1abc' }, blank)).toBeNull();
    // User names are the same whatever their case.
    expect(readDraft({ form: 'call', user: 'DL1ABC' }, blank)?.text).toBe('hello');
    removeDraft(call);
    expect(readDraft(call, blank)).toBeNull();
  });

  it('keeps only the values that fit the form, from a draft edited by hand or an older version', () => {
    const id = { form: 'call', user: 'dl1abc' };
    localStorage.setItem(
      'dapnet-web-draft:call:dl1abc',
      JSON.stringify({ text: 42, groups: ['dl-all', 7], rubric: 'wx', slot: '', auth: 'secret' }),
    );
    expect(readDraft(id, blank)).toEqual({ text: '', groups: [], rubric: 'wx', slot: '' });
    localStorage.setItem('dapnet-web-draft:call:dl1abc', '{not json');
    expect(readDraft(id, blank)).toBeNull();
  });
});
