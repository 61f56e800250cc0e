import { describe, expect, it } from 'vitest';
import { classifiedPath, salePath } from '../src/listing-links';
import { postIdIn } from '../src/pasted-post-id';

const ID = '6f1e2d3c-0a1b-4c2d-8e3f-000000000042';

describe('the post a pasted link or id names', () => {
  it.each([
    ['a sale’s link', `https://yardsale.example${salePath(ID)}`],
    ['a classified’s link', `https://yardsale.example${classifiedPath(ID)}`],
    ['the bare id, in capitals and spaces', `  ${ID.toUpperCase()} `],
    ['an id inside a sentence', `This sale (${ID}) is a scam`],
  ])('is found in %s', (_what, text) => {
    expect(postIdIn(text)).toBe(ID);
  });

  it('is none in a link without an id, or a shortened id', () => {
    expect(postIdIn('https://yardsale.example/find')).toBeNull();
    expect(postIdIn(ID.slice(0, 30))).toBeNull();
  });
});
