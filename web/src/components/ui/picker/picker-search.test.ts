import { describe, expect, it } from 'vitest';
import { firstMatch } from './picker-search';

describe('firstMatch', () => {
  const subscribers = [
    { value: 'dl1abc', label: 'dl1abc', hint: 'Friend of f1xyz' },
    { value: 'f1xyz', label: 'f1xyz', hint: 'Claire, Lyon' },
  ];

  it('finds by name before description, whatever the order of the list', () => {
    expect(firstMatch(subscribers, ' F1XYZ ', [])).toBe('f1xyz');
    expect(firstMatch(subscribers, 'lyon', [])).toBe('f1xyz');
  });

  it('leaves out what is picked, and finds nothing for nothing typed', () => {
    expect(firstMatch(subscribers, 'f1xyz', ['f1xyz'])).toBe('dl1abc');
    expect(firstMatch(subscribers, '  ', [])).toBeUndefined();
    expect(firstMatch(subscribers, 'paris', [])).toBeUndefined();
  });

  it('looks under the headings in their order, as the open list shows them', () => {
    const groups = [
      { group: 'Pinned', items: ['dl-nw'] },
      { group: 'Others', items: ['dl-all', 'dl-nw-east'] },
    ];
    expect(firstMatch(groups, 'nw', [])).toBe('dl-nw');
    expect(firstMatch(groups, 'nw', ['dl-nw'])).toBe('dl-nw-east');
  });
});
