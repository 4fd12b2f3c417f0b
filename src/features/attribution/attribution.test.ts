import { describe, expect, it } from 'vitest';
import { channelOf, searchEngineOf } from './attribution.ts';

describe('the search engine a referrer names', () => {
  it.each([
    ['https://www.baidu.com', 'baidu'],
    ['https://m.baidu.com', 'baidu'],
    ['https://www.sogou.com', 'sogou'],
    ['https://wap.sogou.com', 'sogou'],
    ['https://www.so.com', '360'],
    ['https://m.so.com', '360'],
    ['https://www.bing.com', 'bing'],
    ['https://cn.bing.com', 'bing'],
    ['https://www.google.com', 'google'],
    ['https://www.google.com.hk', 'google'],
    ['https://www.google.co.uk', 'google'],
    ['https://www.google.de', 'google'],
  ])('%s is %s', (referrer, engine) => {
    expect(searchEngineOf(referrer)).toBe(engine);
  });

  it.each([
    'https://baidu.com.evil.example',
    'https://notbaidu.com',
    'https://also.com',
    'https://google.evil.example',
    'https://www.zhihu.com',
    'not a url',
    undefined,
  ])('%s is none', (referrer) => {
    expect(searchEngineOf(referrer)).toBeUndefined();
  });
});

describe('the channel a visit counts under', () => {
  const at = '2026-11-20T08:00:00.000Z';

  it('is its campaign tags when it has them, whatever sent it', () => {
    expect(
      channelOf({
        source: 'baidu',
        medium: 'cpc',
        referrer: 'https://www.baidu.com',
        landing: '/',
        at,
      }),
    ).toEqual({ source: 'baidu', medium: 'cpc' });
  });

  it('is the search engine and "organic" for an untagged visit from one', () => {
    expect(channelOf({ referrer: 'https://www.so.com', landing: '/zh', at })).toEqual({
      source: '360',
      medium: 'organic',
    });
  });

  it('is the linking host and "referral" for any other site', () => {
    expect(channelOf({ referrer: 'https://www.zhihu.com', landing: '/zh', at })).toEqual({
      source: 'www.zhihu.com',
      medium: 'referral',
    });
  });

  it('is "(direct)" and "(none)" for a visit with neither', () => {
    expect(channelOf({ landing: '/en', at })).toEqual({ source: '(direct)', medium: '(none)' });
  });
});
