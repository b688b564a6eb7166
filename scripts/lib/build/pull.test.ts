import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/index.ts';
import { describeFailure } from './pull.ts';

describe('build failure messages', () => {
  it('name the call, its input and every offending field of an answer that breaks the contract', () => {
    const cause = new ApiError(
      'GetItemDetail: the response does not match the contract (refItemDetail.0.title: Invalid input)',
      {
        status: 200,
        call: 'GetItemDetail',
        issues: [
          { field: 'refItemDetail.0.title', reason: 'Invalid input: expected string, received number' },
          { field: 'refVideos', reason: 'Required' },
        ],
      },
    );
    const message = describeFailure('GetItemDetail', { skuid: 'AV-HD-EXT-4K' }, cause);
    expect(message).toContain('Catalogue pull failed: GetItemDetail {"skuid":"AV-HD-EXT-4K"} (HTTP 200)');
    expect(message).toContain('- refItemDetail.0.title: Invalid input: expected string, received number');
    expect(message).toContain('- refVideos: Required');
  });

  it('say what went wrong when no answer came', () => {
    const cause = new ApiError('GetAllProducts failed: connect ECONNREFUSED', { status: 0, call: 'GetAllProducts' });
    expect(describeFailure('GetAllProducts', {}, cause)).toBe(
      'Catalogue pull failed: GetAllProducts: GetAllProducts failed: connect ECONNREFUSED',
    );
  });

  it('shorten the input of a bulk call: the field of each issue names the product', () => {
    const skuids = Array.from({ length: 250 }, (_, i) => `AV-HD-EXT-${i}`);
    const cause = new ApiError('A stored record does not fit the contract', {
      status: 500,
      call: 'GetItemDetails',
      issues: [{ field: 'refItems.AV-HD-EXT-7.detail.refItemDetail.0.title', reason: 'expected string' }],
    });
    const message = describeFailure('GetItemDetails', { skuids }, cause);
    expect(message).toMatch(/^Catalogue pull failed: GetItemDetails \{"skuids":\["AV-HD-EXT-0",.{0,120}… \(HTTP 500\)/);
    expect(message).not.toContain('AV-HD-EXT-249');
    expect(message).toContain('- refItems.AV-HD-EXT-7.detail.refItemDetail.0.title: expected string');
  });
});
