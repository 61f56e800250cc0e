import { describe, expect, it } from 'vitest';
import { smsCodeSchema, smsNumberSchema } from '../src/schemas/sms';
import { nanpNumberOf, phoneAsWritten } from '../src/sms';

describe('nanpNumberOf', () => {
  it('reads a US or Canadian number however it is typed, as E.164', () => {
    for (const typed of ['(519) 555-0134', '519.555.0134', '519 555 0134', '+1 519 555 0134', '1-519-555-0134', '+15195550134']) {
      expect(nanpNumberOf(typed), typed).toBe('+15195550134');
    }
    expect(nanpNumberOf('(787) 555-0134')).toBe('+17875550134'); // Puerto Rico is the USA
  });

  it('refuses other countries of the plan, toll-free and premium numbers, service codes and other country codes', () => {
    for (const typed of ['(876) 555-0134', '809-555-0134', '(441) 555-0134', '800-555-0134', '900-555-0134', '(911) 555-0134', '(519) 411-0134', '(119) 555-0134', '(519) 155-0134']) {
      expect(nanpNumberOf(typed), typed).toBeNull();
    }
    for (const typed of ['+5195550134', '+44 20 7946 0958', '51+95550134', '555-0134', '519555013', '2519555013412', 'call me', '']) {
      expect(nanpNumberOf(typed), typed).toBeNull();
    }
  });

  it('is written back as people write it', () => {
    expect(phoneAsWritten('+15195550134')).toBe('(519) 555-0134');
  });
});

describe('the SMS schemas', () => {
  it('take a number and a six-digit code, trimmed', async () => {
    expect(await smsNumberSchema.validate({ phone: ' (519) 555-0134 ' })).toEqual({ phone: '(519) 555-0134' });
    await expect(smsNumberSchema.validate({ phone: '(876) 555-0134' })).rejects.toThrow('Enter a US or Canadian mobile number');
    expect(await smsCodeSchema.validate({ code: ' 012345 ' })).toEqual({ code: '012345' });
    await expect(smsCodeSchema.validate({ code: '12345' })).rejects.toThrow('The code has 6 digits');
  });
});
