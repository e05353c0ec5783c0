import { describe, expect, it } from 'vitest';
import { matchPath, normalizePath } from '../../../site/routing/match-path';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/about/', '/about'],
    ['/about?x=1', '/about'],
    ['/blog#top', '/blog'],
    ['', '/'],
  ])('reads %j as %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('matchPath', () => {
  it('matches literal paths exactly, case included', () => {
    expect(matchPath('/about', '/about')).toEqual({});
    expect(matchPath('/about', '/About')).toBeNull();
    expect(matchPath('/about', '/about/team')).toBeNull();
  });

  it('captures a parameter, decoded', () => {
    expect(matchPath('/services/:serviceId', '/services/window-cleaning')).toEqual({ serviceId: 'window-cleaning' });
    expect(matchPath('/services/:serviceId', '/services/a%20b')).toEqual({ serviceId: 'a b' });
  });

  it('does not match an empty or malformed parameter', () => {
    expect(matchPath('/services/:serviceId', '/services/')).toBeNull();
    expect(matchPath('/services/:serviceId', '/services/%E0%A4%A')).toBeNull();
  });
});
