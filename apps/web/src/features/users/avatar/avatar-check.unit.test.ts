import { describe, expect, it } from 'vitest';
import { AVATAR_PROBLEMS, avatarProblem } from './avatar-check.ts';

const png = { type: 'image/png', size: 50_000 };
const square = { width: 200, height: 200 };

describe('avatarProblem', () => {
  it('accepts a 200×200 png or jpg up to 2 MB', () => {
    expect(avatarProblem(png, square)).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: 2_000_000 }, square)).toBeNull();
  });

  it('asks for the required file type', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 }, square)).toBe(AVATAR_PROBLEMS.fileType);
    expect(avatarProblem({ type: '', size: 10 }, square)).toBe(AVATAR_PROBLEMS.fileType);
  });

  it('rejects files over 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 2_000_001 }, square)).toBe(AVATAR_PROBLEMS.tooLarge);
  });

  it('rejects any size other than exactly 200×200', () => {
    expect(avatarProblem(png, { width: 201, height: 200 })).toBe(AVATAR_PROBLEMS.dimensions);
    expect(avatarProblem(png, { width: 100, height: 100 })).toBe(AVATAR_PROBLEMS.dimensions);
  });

  it('treats an image that cannot be decoded as the wrong type', () => {
    expect(avatarProblem(png, null)).toBe(AVATAR_PROBLEMS.fileType);
  });
});
