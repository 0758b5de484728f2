import { describe, expect, it } from 'vitest';
import prebuiltChats from 'virtual:sample-data/chat';
import { prebuiltSamples } from './prebuilt';

describe('samples written at build time', () => {
  it('the team chat is the sample its generator makes, value for value', () => {
    // JSON drops undefined fields and turns dates into strings: a sample that relied on either would differ here.
    expect(prebuiltChats).toStrictEqual(prebuiltSamples.chat());
    expect(prebuiltChats.chats).toHaveLength(15);
  });
});
