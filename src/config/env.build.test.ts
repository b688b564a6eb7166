import { readBuildEnv } from './env.build.ts';

describe('build environment', () => {
  it('fills in the defaults', () => {
    expect(readBuildEnv({})).toEqual({
      API_BASE: 'http://localhost:4321',
      PUBLIC_API_BASE: '',
      SITE_URL: 'https://www.example-av.com',
      OUT_DIR: './dist',
    });
  });

  it('takes the given values, without a trailing slash', () => {
    const env = readBuildEnv({ API_BASE: 'http://api:8080/', PUBLIC_API_BASE: 'https://api.example-av.com' });
    expect(env).toMatchObject({ API_BASE: 'http://api:8080', PUBLIC_API_BASE: 'https://api.example-av.com' });
  });

  it('stops with a message naming each bad variable and its value', () => {
    expect(() => readBuildEnv({ API_BASE: 'localhost:4321', SITE_URL: 'www.example-av.com' })).toThrow(
      /API_BASE="localhost:4321": API_BASE must be an absolute http\(s\) address[\s\S]*SITE_URL="www.example-av.com"/,
    );
  });
});
