import { describe, expect, it } from 'vitest';
import { scamSignalsOf } from '../src/scam-signals';

describe('scam signals in a message', () => {
  it.each([
    ['I just want to make sure you are real, I sent you a code, can you send it back?', ['code']],
    ['What is the 6-digit verification code Google Voice texted you?', ['code']],
    ['Envoyez-moi le code de vérification reçu par texto', ['code']],
    ['Mándame el código de verificación por favor', ['code']],
    ['请把验证码发给我', ['code']],
    ['I will pay with Apple gift cards', ['payment']],
    ['My assistant will mail a cashier’s check for $900, send the rest by Western Union', ['payment']],
    ['Can I pay in bitcoin?', ['payment']],
    ['Je paie avec des cartes-cadeaux', ['payment']],
    ['Confirm your listing here: https://safe-pay-market.example/verify', ['link']],
    ['Pay the deposit at www.yardpay-secure.example, then send me the verification code', ['code', 'link']],
  ] as [string, string[]][])('flags “%s” as %j', (text, signals) => {
    expect(scamSignalsOf(text)).toEqual(signals);
  });

  it.each([
    'Is this still available?',
    'What is the postal code there? N6A 1B2?',
    'The gate code is 4521, come around the back.',
    'I can pay cash or e-transfer when I pick it up Saturday.',
    'Does the bike come with a card reader? Just kidding, see you at 9.',
    'Can you hold it until 5? I will check with my wife.',
  ])('leaves “%s” alone', (text) => {
    expect(scamSignalsOf(text)).toEqual([]);
  });
});
