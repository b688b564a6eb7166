import { parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('runs every part on the full catalogue sizes by default', () => {
    expect(parseOptions([])).toEqual({
      parts:
        'bytes contract lighthouse site-check build pull search filters relevance finder prices security abuse cluster'.split(
          ' ',
        ),
      quick: false,
    });
  });

  it('picks parts with --only, in run order, in either spelling', () => {
    expect(parseOptions(['--only', 'search,lighthouse']).parts).toEqual(['lighthouse', 'search']);
    expect(parseOptions(['--only=build', '--quick'])).toEqual({ parts: ['build'], quick: true });
  });

  it('rejects parts and options it does not know', () => {
    expect(() => parseOptions(['--only', 'speed'])).toThrow(
      '--only takes a comma-separated list of bytes, contract, lighthouse, site-check, build, pull, search, filters, relevance, finder, prices, security, abuse, cluster; got "speed"',
    );
    expect(() => parseOptions(['--only'])).toThrow('--only takes');
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option "--fast"');
  });
});
