import { describe, expect, it } from 'vitest';
import { contentSlot, mayManageRubric, postableRubrics } from './rubric-rules';

const rubrics = [
  { name: 'dx-kw', ownerNames: ['dl1abc'] },
  { name: 'contest', ownerNames: ['ON4ABC', 'dl1abc'] },
  { name: 'solar', ownerNames: ['sm5abc'] },
];

describe('rubric rules', () => {
  it('lets admins manage and post to every rubric', () => {
    const admin = { name: 'admin', admin: true };
    expect(postableRubrics(rubrics, admin).map((rubric) => rubric.name)).toEqual([
      'dx-kw',
      'contest',
      'solar',
    ]);
    expect(mayManageRubric(rubrics[2]!, admin)).toBe(true);
  });

  it('limits other users to the rubrics they own, ignoring case', () => {
    const user = { name: 'on4abc', admin: false };
    expect(postableRubrics(rubrics, user).map((rubric) => rubric.name)).toEqual(['contest']);
    expect(mayManageRubric(rubrics[0]!, user)).toBe(false);
    expect(postableRubrics(rubrics, { name: 'nobody', admin: false })).toEqual([]);
  });

  it('sends slot 0 when the slot is chosen automatically', () => {
    expect(contentSlot(true, 7)).toBe(0);
    expect(contentSlot(false, 7)).toBe(7);
    expect(contentSlot(false, '')).toBe('');
  });
});
