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

  describe("a link to the app's own site", () => {
    const OWN = 'yardsale.example';
    it.each([
      'My other sale is here: https://yardsale.example/find?sale=6f1e2d3c-0a1b-4c2d-8e3f-000000000042.',
      'See www.yardsale.example/classifieds?item=42, the chairs match',
      'Both: https://YardSale.example/find?sale=1 and https://www.yardsale.example/find?sale=2!',
    ])('is left alone: “%s”', (text) => {
      expect(scamSignalsOf(text, OWN)).toEqual([]);
    });

    it.each([
      ['a look-alike site', 'https://yardsale.example.pay-now.example/verify'],
      ['a site named after a user name', 'https://yardsale.example@pay-now.example/verify'],
      ['another site beside ours', 'https://yardsale.example/find?sale=1 or pay at https://pay-now.example'],
    ])('is flagged with %s', (_what, text) => {
      expect(scamSignalsOf(text, OWN)).toEqual(['link']);
    });
  });
});
